import type { ApiResult, NotificationPage } from '@atelier/shared';
import { apiQueryFn } from '../../query/api-query';
import { notificationKeys } from './keys';

/** Notifications are polled every 30 seconds (spec §7, §9). */
export const NOTIFICATION_POLL_INTERVAL_MS = 30_000;

/** How many of the newest the bell lists; the badge counts every unread one. */
export const NOTIFICATION_PAGE_SIZE = 20;

export type NotificationQueryInput = {
  /** False while signed out: nothing is fetched. */
  isEnabled: boolean;
  pageSize?: number;
  load: (pageSize: number, signal: AbortSignal) => Promise<ApiResult<NotificationPage>>;
};

/**
 * The bell's query: loaded at once, then every 30 s while the tab is shown (never while it
 * is hidden), and again when the window regains focus. The cache runs one load at a time
 * and keeps what was shown when a poll fails.
 */
export function notificationQueryOptions({
  isEnabled,
  pageSize = NOTIFICATION_PAGE_SIZE,
  load,
}: NotificationQueryInput) {
  return {
    queryKey: notificationKeys.list(pageSize),
    queryFn: apiQueryFn((signal) => load(pageSize, signal)),
    enabled: isEnabled,
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // A poll that failed is tried again at the next tick, not at once.
    retry: false,
  } as const;
}

type Snapshot = Pick<NotificationPage, 'notifications' | 'unread'>;

/** The list with one notification read, and one fewer unread (optimistic, until the answer). */
export function withRead<S extends Snapshot>(snapshot: S, notificationId: string): S {
  const target = snapshot.notifications.find((item) => item.id === notificationId);
  if (!target || target.read) return snapshot;
  return {
    ...snapshot,
    notifications: snapshot.notifications.map((item) =>
      item.id === notificationId ? { ...item, read: true } : item,
    ),
    unread: Math.max(0, snapshot.unread - 1),
  };
}

/** The list with everything read and no unread left. */
export function withAllRead<S extends Snapshot>(snapshot: S): S {
  return {
    ...snapshot,
    notifications: snapshot.notifications.map((item) => ({ ...item, read: true })),
    unread: 0,
  };
}
