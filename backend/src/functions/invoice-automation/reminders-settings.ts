import {
  getReminderSettingsInput,
  reminderSettingsSchema,
  saveReminderSettingsInput,
} from '@atelier/shared/contract';
import { readReminderSettings, writeReminderSettings } from '../../db/payment-reminders.ts';
import { defineAction } from '../registry.ts';

/** The agency-wide reminder policy and whether it is on (off until an admin turns it on). */
export const getReminderSettings = defineAction({
  access: 'admin',
  input: getReminderSettingsInput,
  output: reminderSettingsSchema,
  handler: async (_input, { db }) => await readReminderSettings(db),
});

/** Replaces the policy (steps stored in the order of their days) and the switch together. */
export const saveReminderSettings = defineAction({
  access: 'admin',
  input: saveReminderSettingsInput,
  output: reminderSettingsSchema,
  handler: async (input, { db }) => {
    await writeReminderSettings(db, input);
    return await readReminderSettings(db);
  },
});
