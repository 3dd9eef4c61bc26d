import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';
import { HELLO_FIRST_NAME } from './common.ts';

/** Accounts: a password reset, an e-mail change, an invitation to the team or the portal. */
export const ACCOUNT_EN = {
  password_reset: {
    subject: 'Reset your {{agency}} password',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Someone asked to reset the password of your {{agency}} account. To choose a new one, open:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{minutes}} minutes.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ),
  },
  email_change: {
    subject: 'Confirm your new {{agency}} e-mail',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'You asked to sign in to {{agency}} with {{email}} from now on. To confirm this address, open:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{hours}} hours. Until then you keep signing in with your current e-mail.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ),
  },
  email_changed: {
    subject: 'Your {{agency}} e-mail was changed',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      'Your {{agency}} account now signs in with {{email}} instead of this address.',
      '',
      'If you did not make this change, write to the agency at once.',
    ),
  },
  team_invitation: {
    subject: "You are invited to {{agency}}'s back office",
    body: lines(
      HELLO_FIRST_NAME,
      '',
      "You were invited to {{agency}}'s back office. To choose your password, open:",
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{days}}.',
      'Once it is chosen you are signed in; next time, sign in with this e-mail address',
      '({{email}}) and that password.',
    ),
  },
  portal_invitation: {
    subject: '{{agency}} invited you to your client portal',
    body: lines(
      HELLO_FIRST_NAME,
      '',
      '{{agency}} invited you to your client portal: your projects, proposals, contracts,',
      'invoices, messages and files in one place. To choose the password of your new access, open:',
      '',
      '{{link}}',
      '',
      'The link works once and expires in {{days}}.',
      'Once it is chosen you are signed in; next time, sign in with this e-mail address',
      '({{email}}) and that password.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
