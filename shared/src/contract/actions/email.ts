import {
  emailTemplatesAnswer,
  getOutboxInput,
  outboxPageSchema,
  resendEmailInput,
  resentEmailAnswer,
  sendTestEmailInput,
  sentTestEmailAnswer,
  updatedEmailTemplateAnswer,
  updateEmailTemplateInput,
} from '../email';
import { defineActions } from './define';

/** `POST /functions/v1/email`: the e-mail templates and the outbox (docs/email.md). */
export const email = defineActions('email', {
  get_templates: { access: 'admin', output: emailTemplatesAnswer },
  /** Saves the agency's text of a template, or with `reset: true` brings back the built-in one. */
  update_template: {
    access: 'admin',
    input: updateEmailTemplateInput,
    output: updatedEmailTemplateAnswer,
  },
  /** Queues the template filled with sample values, to `to` or to the admin's own address. */
  send_test: { access: 'admin', input: sendTestEmailInput, output: sentTestEmailAnswer },
  get_outbox: { access: 'admin', input: getOutboxInput, output: outboxPageSchema },
  /** Requeues a failed message, or copies a sent one into a new queued message. */
  resend: { access: 'admin', input: resendEmailInput, output: resentEmailAnswer },
});
