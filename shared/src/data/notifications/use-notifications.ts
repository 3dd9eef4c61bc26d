import type { ApiSuccess, AppNotification, NotificationPage } from '@atelier/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  registerNotificationsDemo,
} from './calls';
import { notificationKeys } from './keys';
import { notificationQueryOptions, withAllRead, withRead } from './notification-query';

export type UseNotificationsOptions = {
  /** False while signed out: nothing is fetched and what was shown is not offered. */
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

type Page = ApiSuccess<NotificationPage>;

registerNotificationsDemo();

const loadPage = (pageSize: number, signal: AbortSignal) =>
  getNotifications({ pageSize }, { signal });

/**
 * The signed-in user's notifications through the shared cache (polled every 30 s and on
 * focus, never while the tab is hidden or signed out), with the actions of the bell.
 */
export function useNotifications({ isEnabled, pageSize }: UseNotificationsOptions) {
  const queryClient = useQueryClient();
  const options = notificationQueryOptions({ isEnabled, pageSize, load: loadPage });
  const { queryKey } = options;
  const query = useQuery(options);

  /** Shows `change` at once; a refusal reloads what the server holds. */
  const optimistic = async (
    change: (page: Page) => Page,
    send: () => Promise<{ success: boolean }>,
  ) => {
    // A poll in flight would answer from before the change: it is dropped.
    await queryClient.cancelQueries({ queryKey: notificationKeys.all });
    queryClient.setQueryData<Page>(queryKey, (page) => (page ? change(page) : page));
    const result = await send();
    if (!result.success) await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return result.success;
  };

  const page = isEnabled ? query.data : undefined;
  return {
    notifications: page?.notifications ?? [],
    unread: page?.unread ?? 0,
    isLoading: isEnabled && query.isPending,
    hasError: isEnabled && query.isError,
    markRead: (notificationId: string) =>
      optimistic(
        (page) => withRead(page, notificationId),
        () => markNotificationRead(notificationId),
      ),
    markAllRead: () => optimistic(withAllRead, () => markAllNotificationsRead()),
  } satisfies NotificationsView;
}
