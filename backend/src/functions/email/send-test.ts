import { email } from '@atelier/shared/actions';
import { EMAIL_SAMPLE_VALUES } from '@atelier/shared/contract';
import { findAccountById } from '../../auth/accounts.ts';
import { queueTemplatedEmail, type TemplateValues } from '../../mail/templates/index.ts';
import { implement } from '../registry.ts';

/**
 * Queues one template, filled with the sample values the editor's preview shows, to `to` or
 * to the admin's own address. It goes through the outbox like any message, so it shows there.
 */
export const sendTest = implement(email.actions.send_test, {
  handler: async ({ key, locale, to }, { db, caller }) => {
    const recipient = to ?? (await findAccountById(db, caller.userId))?.email;
    if (!recipient) throw new Error(`No e-mail address for user ${caller.userId}`);
    const values = EMAIL_SAMPLE_VALUES as TemplateValues<typeof key>;
    const id = await queueTemplatedEmail(db, { to: recipient, key, locale, values });
    return { id, to: recipient };
  },
});
