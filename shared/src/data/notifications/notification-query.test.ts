import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// react-query never polls where there is no `window` (server rendering): give it one.
vi.hoisted(() => {
  Object.assign(globalThis, { window: globalThis });
});

import type { AppNotification } from '@atelier/shared';
import { notificationKeys } from './keys';
import {
  NOTIFICATION_POLL_INTERVAL_MS,
  notificationQueryOptions,
  withAllRead,
  withRead,
} from './notification-query';

const item = (id: string, read: boolean): AppNotification => ({
  id,
  title: `Title ${id}`,
  message: 'Message',
  type: 'info',
  timestamp: '2026-11-22T12:00:00.000Z',
  read,
  actionUrl: null,
  created_at: '2026-11-22T12:00:00.000Z',
  message_key: null,
  params: null,
});
const page = (unread: number) => ({
  success: true as const,
  notifications: [item('a', false), item('b', true)],
  total: 2,
  unread,
  page: 1,
  pageSize: 20,
});

describe('notificationQueryOptions', () => {
  const load = vi.fn(async () => page(1));

  it('polls every 30 s, never while the tab is hidden, and again on window focus', () => {
    const options = notificationQueryOptions({ isEnabled: true, load });
    expect(NOTIFICATION_POLL_INTERVAL_MS).toBe(30_000);
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.queryKey).toEqual(notificationKeys.list(20));
  });

  it('loads nothing while signed out', () => {
    expect(notificationQueryOptions({ isEnabled: false, load }).enabled).toBe(false);
  });

  it("fails on the server's refusal, so the bell keeps what it showed and says so", async () => {
    const refused = { success: false as const, error: 'Unauthorized', code: 'UNAUTHORIZED' };
    const options = notificationQueryOptions({ isEnabled: true, load: async () => refused });
    await expect(options.queryFn({ signal: new AbortController().signal })).rejects.toThrow(
      'Unauthorized',
    );
  });
});

describe('the bell query in a cache', () => {
  let client: QueryClient;
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    // What QueryClientProvider does: listen to focus and visibility.
    client.mount();
  });
  afterEach(() => {
    unsubscribe();
    client.unmount();
    client.clear();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  const observe = (load: Parameters<typeof notificationQueryOptions>[0]['load']) => {
    const observer = new QueryObserver(
      client,
      notificationQueryOptions({ isEnabled: true, pageSize: 20, load }),
    );
    unsubscribe = observer.subscribe(() => undefined);
    return observer;
  };

  it('loads at once, then every 30 seconds', async () => {
    const load = vi.fn(async () => page(1));
    observe(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(20, expect.any(AbortSignal));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps the last list shown when a poll fails', async () => {
    const load = vi
      .fn<
        () => Promise<ReturnType<typeof page> | { success: false; error: string; code: string }>
      >()
      .mockResolvedValueOnce(page(1))
      .mockResolvedValueOnce({ success: false, error: 'Offline', code: 'NETWORK' });
    const observer = observe(load);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    const result = observer.getCurrentResult();
    expect(result.isError).toBe(true);
    expect(result.data?.unread).toBe(1);
  });

  it('does not poll while the tab is hidden, and loads at once when it shows again', async () => {
    const load = vi.fn(async () => page(1));
    observe(load);
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing while signed out', async () => {
    const load = vi.fn(async () => page(1));
    const observer = new QueryObserver(
      client,
      notificationQueryOptions({ isEnabled: false, load }),
    );
    unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('optimistic reads', () => {
  it('marks one read and counts one fewer unread, once', () => {
    const once = withRead(page(3), 'a');
    expect(once.unread).toBe(2);
    expect(once.notifications.every((notification) => notification.read)).toBe(true);
    expect(withRead(once, 'a')).toBe(once);
    expect(withRead(page(3), 'missing').unread).toBe(3);
  });

  it('marks all read with nothing unread left', () => {
    const all = withAllRead(page(7));
    expect(all.unread).toBe(0);
    expect(all.notifications.every((notification) => notification.read)).toBe(true);
  });
});
