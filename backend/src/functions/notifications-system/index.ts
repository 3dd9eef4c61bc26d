import { notificationsSystem as notificationsSystemActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getAlertPreferences, updateAlertPreferences } from './alert-preferences.ts';
import { getNotifications } from './get-notifications.ts';
import { markAllRead } from './mark-all-read.ts';
import { markRead } from './mark-read.ts';

/** `POST /functions/v1/notifications-system`; the contract is in docs/notifications.md. */
export const notificationsSystem = defineFunction(notificationsSystemActions, {
  get_notifications: getNotifications,
  mark_read: markRead,
  mark_all_read: markAllRead,
  get_alert_preferences: getAlertPreferences,
  update_alert_preferences: updateAlertPreferences,
});
