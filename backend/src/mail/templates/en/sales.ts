import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The answer to a lead and the proposal sent to a client. */
export const SALES_EN = {
  lead_auto_reply: {
    subject: '{{agency}}: we received your project',
    body: lines(
      'Hello {{name}},',
      '',
      'Thank you for telling {{agency}} about your project. We read every request ourselves.',
      '',
      'What happens next:',
      '- Within {{response_time}}, we answer with our first questions, or a time for a call.',
      '- After the call we send you a proposal with the scope, the timeline and the price.{{#booking_link}}\n\nRather talk now? Choose a time for a call: {{booking_link}}{{/booking_link}}',
      '',
      '{{agency}}',
    ),
  },
  proposal_sent: {
    subject: '{{agency}} sent you a proposal: {{proposal_title}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      '{{agency}} sent you the proposal "{{proposal_title}}". Read it, download it, and accept',
      'or decline it in your client portal:',
      '',
      '{{link}}',
      '',
      'Questions? Write to us from your client portal.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
