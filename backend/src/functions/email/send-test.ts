import {
  EMAIL_SAMPLE_VALUES,
  sendTestEmailInput,
  sentTestEmailAnswer,
} from '@atelier/shared/contract';
import { findAccountById } from '../../auth/accounts.ts';
import { queueTemplatedEmail, type TemplateValues } from '../../mail/templates/index.ts';
import { defineAction } from '../registry.ts';

export { sendTestEmailInput };

/**
 * Queues one template, filled with the sample values the editor's preview shows, to `to` or
 * to the admin's own address. It goes through the outbox like any message, so it shows there.
 */
export const sendTest = defineAction({
  access: 'admin',
  input: sendTestEmailInput,
  output: sentTestEmailAnswer,
  handler: async ({ key, locale, to }, { db, caller }) => {
    const recipient = to ?? (await findAccountById(db, caller.userId))?.email;
    if (!recipient) throw new Error(`No e-mail address for user ${caller.userId}`);
    const values = EMAIL_SAMPLE_VALUES as TemplateValues<typeof key>;
    const id = await queueTemplatedEmail(db, { to: recipient, key, locale, values });
    return { id, to: recipient };
  },
});
