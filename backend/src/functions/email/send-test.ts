import { email } from '@atelier/shared/actions';
import { EMAIL_SAMPLE_VALUES } from '@atelier/shared/contract';
import { findAccountById } from '../../auth/accounts.ts';
import { AppError } from '../../errors.ts';
import { takeAdminSend } from '../../mail/mail-policy.ts';
import { queueTemplatedEmail, type TemplateValues } from '../../mail/templates/index.ts';
import { implement } from '../registry.ts';
import { tooManySends } from './resend.ts';

/**
 * Queues one template, filled with the sample values the editor's preview shows, to `to` or
 * to the admin's own address. It goes through the outbox like any message, so it shows there.
 * Limited per address (mail/mail-policy.ts ADMIN_SEND_CAP, and the template's own cap): 429.
 */
export const sendTest = implement(email.actions.send_test, {
  handler: async ({ key, locale, to }, { db, caller }) => {
    const recipient = to ?? (await findAccountById(db, caller.userId))?.email;
    if (!recipient) throw new Error(`No e-mail address for user ${caller.userId}`);
    const values = EMAIL_SAMPLE_VALUES as TemplateValues<typeof key>;
    const id = await db.transaction(async (tx) => {
      if (!(await takeAdminSend(tx, 'test', recipient))) throw tooManySends('sent as a test');
      return await queueTemplatedEmail(tx, { to: recipient, key, locale, values });
    });
    if (!id) {
      throw new AppError(
        'RATE_LIMITED',
        'This address has had as many of these e-mails as it may get for now; try again later',
      );
    }
    return { id, to: recipient };
  },
});
