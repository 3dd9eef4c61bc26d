import { email as emailActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getOutbox } from './get-outbox.ts';
import { getTemplates } from './get-templates.ts';
import { resend } from './resend.ts';
import { sendTest } from './send-test.ts';
import { updateTemplate } from './update-template.ts';

/** `POST /functions/v1/email`; the contract is in docs/email.md. */
export const email = defineFunction(emailActions, {
  get_templates: getTemplates,
  update_template: updateTemplate,
  send_test: sendTest,
  get_outbox: getOutbox,
  resend,
});
