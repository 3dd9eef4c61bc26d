import type { EmailTemplateKey } from '@atelier/shared/contract';
import { lines, type TemplateText } from '../text.ts';

/** The client portal's news: a deliverable ready, a message either way. */
export const PORTAL_EN = {
  deliverable_ready: {
    subject: 'Ready for your approval: {{deliverable_title}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      '"{{deliverable_title}}" for {{project_name}} is ready for your approval.',
      '',
      'You can approve it, or ask for changes with a comment, in your client portal.',
    ),
  },
  client_message: {
    subject: 'New message from {{client_name}}',
    body: lines(
      '{{client_name}} wrote in the client portal:',
      '',
      '{{message}}',
      '',
      'Answer from their page.',
    ),
  },
  agency_message: {
    subject: 'New message from {{agency}}',
    body: lines(
      'Hello {{client_name}},',
      '',
      '{{agency}} wrote to you:',
      '',
      '{{message}}',
      '',
      'Answer in your client portal.',
    ),
  },
} satisfies Partial<Record<EmailTemplateKey, TemplateText>>;
