import { defineActions } from './define';

/** `POST /functions/v1/notifications-system`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const notificationsSystem = defineActions('notifications-system', {});
