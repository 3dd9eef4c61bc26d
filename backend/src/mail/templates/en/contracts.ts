import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** A contract to sign, signed or declined. */
export const CONTRACTS_EN = {
  contract_to_sign: {
    subject:
      '{{#is_reminder}}Reminder: {{agency}} is waiting for your signature on {{contract_title}}{{/is_reminder}}' +
      '{{^is_reminder}}{{agency}} asks you to sign {{contract_title}}{{/is_reminder}}',
    body: lines(
      'Hello {{signer_name}},',
      '',
      '{{#is_reminder}}{{agency}} is still waiting for your signature on "{{contract_title}}".{{/is_reminder}}' +
        '{{^is_reminder}}{{agency}} sent you "{{contract_title}}" to review and sign.{{/is_reminder}}',
      'Open your personal signing link (no account needed):',
      '',
      '{{link}}',
      '',
      'The link works until {{expires}}. It is yours alone: do not forward it.',
      '{{#is_reminder}}It replaces the link of earlier e-mails, which no longer works.',
      '{{/is_reminder}}If you did not expect this, ignore this e-mail or reply to {{agency}}.',
    ),
  },
  contract_signed: {
    subject: 'Signed by everyone: {{contract_title}}',
    body: lines(
      'Hello,',
      '',
      'Every party has signed "{{contract_title}}" with {{agency}}.',
      'The signed copy, with its completion certificate, is attached: it carries the digital',
      'seal of {{agency}}, which any PDF reader can check. Signers can also download it from',
      'their signing link; the agency finds it in the Contracts tab.',
      '',
      'Anyone can check a copy against the records at {{verify_link}}.',
    ),
  },
  contract_declined: {
    subject: 'Declined: {{contract_title}}',
    body: lines(
      '{{signer_name}} declined to sign "{{contract_title}}".',
      '',
      'Their reason:',
      '{{reason}}',
      '',
      'The contract is now declined: {{link}}',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
