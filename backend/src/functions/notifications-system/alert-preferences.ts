import { notificationsSystem } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { readAlertPreferences, saveAlertPreferences } from './alerts.ts';

/** The caller's e-mail alerts, every kind with its mode (docs/notifications.md "E-mail alerts"). */
export const getAlertPreferences = implement(notificationsSystem.actions.get_alert_preferences, {
  handler: async (_input, { db, caller }) => ({
    preferences: await readAlertPreferences(db, caller.userId),
  }),
});

/** Saves the kinds given for the caller; answers every kind's mode. */
export const updateAlertPreferences = implement(
  notificationsSystem.actions.update_alert_preferences,
  {
    handler: async ({ preferences }, { db, caller }) =>
      await db.transaction(async (tx) => {
        await saveAlertPreferences(tx, caller.userId, preferences);
        return { preferences: await readAlertPreferences(tx, caller.userId) };
      }),
  },
);
