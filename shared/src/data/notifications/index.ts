/**
 * `@atelier/shared/data/notifications`: the bell's data — the function's calls (`calls.ts`),
 * the query keys (`keys.ts`), what marking read refreshes (`effects.ts`), the polled query's
 * options and optimistic changes (`notification-query.ts`), the hook (`use-notifications.ts`)
 * and the demo answers (`demo*.ts`, downloaded only when a call falls back to them). The bell
 * itself is `@atelier/shared/notification-bell`.
 */
export * from './calls';
export { NOTIFICATION_WRITE_EFFECTS } from './effects';
export { notificationKeys } from './keys';
export {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_POLL_INTERVAL_MS,
  notificationQueryOptions,
} from './notification-query';
export {
  type NotificationsView,
  type UseNotificationsOptions,
  useNotifications,
} from './use-notifications';
