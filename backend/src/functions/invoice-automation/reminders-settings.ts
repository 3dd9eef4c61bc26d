import { invoiceAutomation } from '@atelier/shared/actions';
import { readReminderSettings, writeReminderSettings } from '../../db/payment-reminders.ts';
import { implement } from '../registry.ts';

/** The agency-wide reminder policy and whether it is on (off until an admin turns it on). */
export const getReminderSettings = implement(invoiceAutomation.actions.get_reminder_settings, {
  handler: async (_input, { db }) => await readReminderSettings(db),
});

/** Replaces the policy (steps stored in the order of their days) and the switch together. */
export const saveReminderSettings = implement(invoiceAutomation.actions.save_reminder_settings, {
  handler: async (input, { db }) => {
    await writeReminderSettings(db, input);
    return await readReminderSettings(db);
  },
});
