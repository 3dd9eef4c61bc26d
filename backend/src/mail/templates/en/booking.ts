import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** A call booked, cancelled or moved: the visitor's e-mails and the agency's. */
export const BOOKING_EN = {
  booking_confirmation: {
    subject: '{{#is_rescheduled}}Moved: {{/is_rescheduled}}{{meeting}} with {{agency}}, {{when}}',
    body: lines(
      'Hello {{name}},',
      '',
      '{{#is_rescheduled}}Your call with {{agency}} has moved. {{/is_rescheduled}}Your booking is confirmed:',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '',
      'The invitation is attached: open it to add the call to your calendar.',
      '',
      'To cancel or choose another time: {{link}}',
      '',
      '{{agency}}',
    ),
  },
  booking_cancellation: {
    subject: 'Cancelled: {{meeting}} with {{agency}}, {{when}}',
    body: lines(
      'Hello {{name}},',
      '',
      'Your booking is cancelled:',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '',
      'To book another time: {{link}}',
      '',
      '{{agency}}',
    ),
  },
  booking_agency: {
    subject:
      '{{#is_cancelled}}Booking cancelled{{/is_cancelled}}{{^is_cancelled}}{{#is_rescheduled}}Booking moved{{/is_rescheduled}}{{^is_rescheduled}}New booking{{/is_rescheduled}}{{/is_cancelled}}: {{meeting}}, {{when}}',
    body: lines(
      '{{#is_cancelled}}A booking was cancelled.{{/is_cancelled}}{{^is_cancelled}}{{#is_rescheduled}}A booking was moved.{{/is_rescheduled}}{{^is_rescheduled}}A visitor booked a call.{{/is_rescheduled}}{{/is_cancelled}}',
      '',
      '{{meeting}}',
      '{{when}} ({{time_zone}})',
      '{{name}} <{{email}}>{{#message}}\n\nTheir message:\n{{message}}{{/message}}',
      '',
      'The lead: {{link}}',
      '',
      '--',
      'The booking page of {{agency}}.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
