import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The agency's own alerts and digest. */
export const ADMIN_EN = {
  admin_alert: {
    subject: '{{alert}}',
    body: lines(
      'Hello {{first_name}},',
      '',
      '{{alert}}',
      '{{details}}',
      '',
      'Open it: {{link}}',
      '',
      '--',
      'An e-mail alert of {{agency}}. Choose which alerts you get, at once or in a daily digest,',
      'in your account: E-mail alerts.',
    ),
  },
  admin_digest: {
    subject: 'Your daily summary: {{count}} new',
    body: lines(
      'Hello {{first_name}},',
      '',
      'Since your last summary:',
      '',
      '{{items}}',
      '',
      'Open the back office: {{link}}',
      '',
      '--',
      'The daily digest of {{agency}}. Choose which alerts it lists in your account: E-mail alerts.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
