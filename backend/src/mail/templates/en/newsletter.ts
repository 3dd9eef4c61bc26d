import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The newsletter: the sign-up confirmation, the welcome and an issue. */
export const NEWSLETTER_EN = {
  newsletter_confirmation: {
    subject: 'Confirm your subscription to the {{agency}} newsletter',
    body: lines(
      'Someone, hopefully you, asked to receive the {{agency}} newsletter at this address.',
      '',
      'Confirm your subscription: {{link}}',
      '',
      'If it was not you, ignore this e-mail: nothing will be sent to you.',
    ),
  },
  newsletter_welcome: {
    subject: 'You are subscribed to the {{agency}} newsletter',
    body: lines(
      'Thank you: your subscription to the {{agency}} newsletter is confirmed.',
      '',
      '--',
      'Unsubscribe in one click: {{unsubscribe_link}}',
    ),
  },
  newsletter_issue: {
    subject: '{{issue_subject}}',
    body: lines(
      '{{issue_body}}',
      '',
      '--',
      'You receive the {{agency}} newsletter. Unsubscribe in one click: {{unsubscribe_link}}',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
