import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppNotification } from '../api/notification-types';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  registerNotificationsDemo,
} from '../api/notifications';
import { startPolling } from './poll-scheduler';

export type UseNotificationsOptions = {
  /** False while signed out: nothing is fetched and what was shown is forgotten. */
  isEnabled: boolean;
  pageSize?: number;
};

export type NotificationsView = {
  /** The newest notifications of the signed-in user. */
  notifications: AppNotification[];
  /** Their unread count, for the badge (it counts beyond the page shown). */
  unread: number;
  /** True until the first answer (or failure) after enabling. */
  isLoading: boolean;
  /** The last fetch failed; what was shown before stays. */
  hasError: boolean;
  /** Optimistic; false when the server refused (the list is then fetched again). */
  markRead: (notificationId: string) => Promise<boolean>;
  markAllRead: () => Promise<boolean>;
};

type Snapshot = { notifications: AppNotification[]; unread: number };
const EMPTY: Snapshot = { notifications: [], unread: 0 };

// The demo samples are fetched only once a bell is shown, never with the public pages.
let demoReady: Promise<void> | null = null;
function ensureDemo(): Promise<void> {
  demoReady ??= registerNotificationsDemo().catch((error: unknown) => {
    demoReady = null;
    console.warn('[notifications] demo samples could not be loaded', error);
  });
  return demoReady;
}

/**
 * The signed-in user's notifications, polled every 30 s and on window focus (never while the
 * tab is hidden or signed out), with the actions of the bell. Used by the admin header and the
 * client portal alike.
 */
export function useNotifications({ isEnabled, pageSize = 20 }: UseNotificationsOptions) {
  const [snapshot, setSnapshot] = useState<Snapshot>(EMPTY);
  const [isLoading, setIsLoading] = useState(isEnabled);
  const [hasError, setHasError] = useState(false);
  // Bumped by every change made here: an answer fetched before it is stale and dropped.
  const generation = useRef(0);

  const load = useCallback(async () => {
    const started = generation.current;
    await ensureDemo();
    const result = await getNotifications({ pageSize });
    if (generation.current !== started) return;
    setIsLoading(false);
    setHasError(!result.success);
    if (result.success) {
      setSnapshot({ notifications: result.notifications, unread: result.unread });
    }
  }, [pageSize]);

  useEffect(() => {
    if (!isEnabled) return;
    setIsLoading(true);
    const stop = startPolling(load, { window, document });
    return () => {
      stop();
      generation.current += 1;
      setSnapshot(EMPTY);
      setHasError(false);
    };
  }, [isEnabled, load]);

  const markRead = useCallback(
    async (notificationId: string) => {
      generation.current += 1;
      setSnapshot((current) => {
        const target = current.notifications.find((item) => item.id === notificationId);
        if (!target || target.read) return current;
        return {
          notifications: current.notifications.map((item) =>
            item.id === notificationId ? { ...item, read: true } : item,
          ),
          unread: Math.max(0, current.unread - 1),
        };
      });
      const result = await markNotificationRead(notificationId);
      if (!result.success) await load();
      return result.success;
    },
    [load],
  );

  const markAllRead = useCallback(async () => {
    generation.current += 1;
    setSnapshot((current) => ({
      notifications: current.notifications.map((item) => ({ ...item, read: true })),
      unread: 0,
    }));
    const result = await markAllNotificationsRead();
    if (!result.success) await load();
    return result.success;
  }, [load]);

  return {
    notifications: snapshot.notifications,
    unread: snapshot.unread,
    isLoading: isEnabled && isLoading,
    hasError,
    markRead,
    markAllRead,
  } satisfies NotificationsView;
}
