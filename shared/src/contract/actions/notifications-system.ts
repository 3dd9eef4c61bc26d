import {
  alertPreferencesAnswer,
  getAlertPreferencesInput,
  updateAlertPreferencesInput,
} from '../alerts';
import {
  appNotificationAnswer,
  getNotificationsInput,
  markAllReadInput,
  markReadInput,
  notificationPageSchema,
} from '../notifications';
import { countAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/notifications-system`: the caller's own notifications (docs/notifications.md). */
export const notificationsSystem = defineActions('notifications-system', {
  /** Newest first; `unread` is the caller's unread count whatever page is asked. */
  get_notifications: {
    access: 'authenticated',
    input: getNotificationsInput,
    output: notificationPageSchema,
  },
  mark_read: { access: 'authenticated', input: markReadInput, output: appNotificationAnswer },
  /** `count` is how many were unread. */
  mark_all_read: { access: 'authenticated', input: markAllReadInput, output: countAnswer },
  /** The caller's e-mail alerts: per kind, `instant`, `digest` or `off` (defaults filled in). */
  get_alert_preferences: {
    access: 'admin',
    input: getAlertPreferencesInput,
    output: alertPreferencesAnswer,
  },
  /** Saves the kinds given; answers every kind's mode. */
  update_alert_preferences: {
    access: 'admin',
    input: updateAlertPreferencesInput,
    output: alertPreferencesAnswer,
  },
});
