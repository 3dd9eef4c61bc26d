import { registerDemoHandler, useAuthStore } from '@atelier/shared';
import type { ApiFailure } from '../../api/result';
import type { AppNotification, NotificationPage } from '../../contract/notifications';
import { wordedForReader } from '../../demo/demo-language';

/**
 * `notifications-system` answered from three built-in samples (spec §9) when the server cannot
 * answer. An admin sees the back office's kind of events, a portal client their own, each
 * opening a page they may see. Marking read changes the samples for the rest of the visit,
 * so the bell behaves as it would with the server.
 */
const FUNCTION = 'notifications-system';
const MINUTE = 60_000;

export type DemoAudience = 'admin' | 'client';

type Sample = Omit<AppNotification, 'id' | 'timestamp' | 'created_at'> & { minutesAgo: number };

const usd = (cents: number) => ({ money: cents, currency: 'USD' });

/** Keyed as the server's (docs/notifications.md), so the bell words them in the reader's language. */
const SAMPLES: Record<DemoAudience, Sample[]> = {
  admin: [
    {
      title: 'New lead: Jane Doe',
      message: 'Grade A · estimator · Studio Nord',
      message_key: 'lead_new',
      params: {
        name: 'Jane Doe',
        grade: 'A',
        source: { term: 'lead_source.estimator' },
        company: 'Studio Nord',
      },
      type: 'success',
      read: false,
      actionUrl: '/admin/leads',
      minutesAgo: 4,
    },
    {
      title: 'Proposal accepted: Shop redesign',
      message: 'Marc Dubois · $12,500.00',
      message_key: 'proposal_accepted',
      params: { title: 'Shop redesign', recipient: 'Marc Dubois', total: usd(1_250_000) },
      type: 'success',
      read: false,
      actionUrl: '/admin/proposals',
      minutesAgo: 135,
    },
    {
      title: 'Invoice overdue: INV-2026-014',
      message: 'Lumen Bakery · $2,500.00 due since 2026-11-16',
      message_key: 'invoice_overdue',
      params: {
        number: 'INV-2026-014',
        client: 'Lumen Bakery',
        balance: usd(250_000),
        due_date: { date: '2026-11-16' },
      },
      type: 'error',
      read: true,
      actionUrl: '/admin/payments',
      minutesAgo: 3 * 1440 + 60,
    },
  ],
  client: [
    {
      title: 'New proposal: Shop redesign',
      message: '$12,500.00 · valid until 2026-12-31',
      message_key: 'proposal_sent',
      params: {
        title: 'Shop redesign',
        total: usd(1_250_000),
        valid_until: { date: '2026-12-31' },
      },
      type: 'info',
      read: false,
      actionUrl: '/client-portal',
      minutesAgo: 12,
    },
    {
      title: 'New invoice: INV-2026-015',
      message: '$3,750.00 · due 2026-12-26',
      message_key: 'invoice_sent',
      params: { number: 'INV-2026-015', total: usd(375_000), due_date: { date: '2026-12-26' } },
      type: 'info',
      read: false,
      actionUrl: '/client-portal',
      minutesAgo: 5 * 60,
    },
    {
      title: 'Payment received: $2,500.00',
      message: 'Invoice INV-2026-009 · paid in full',
      message_key: 'payment_received_paid',
      params: { amount: usd(250_000), number: 'INV-2026-009' },
      type: 'success',
      read: true,
      actionUrl: '/client-portal',
      minutesAgo: 6 * 1440,
    },
  ],
};

/** The three samples for an audience, newest first, their times counted back from `now`. */
export function demoNotifications(
  audience: DemoAudience,
  now: Date = new Date(),
): AppNotification[] {
  return SAMPLES[audience].map(({ minutesAgo, ...sample }, index) => {
    const at = new Date(now.getTime() - minutesAgo * MINUTE).toISOString();
    return {
      ...sample,
      id: `demo-${audience}-notification-${index + 1}`,
      timestamp: at,
      created_at: at,
    };
  });
}

const state = new Map<DemoAudience, AppNotification[]>();

function currentAudience(): DemoAudience {
  const { user, isAdminBypass } = useAuthStore.getState();
  return user?.role === 'client' && !isAdminBypass ? 'client' : 'admin';
}

function notificationsOf(audience: DemoAudience): AppNotification[] {
  const existing = state.get(audience);
  if (existing) return existing;
  const seeded = demoNotifications(audience);
  state.set(audience, seeded);
  return seeded;
}

/** Forgets what was marked read (tests; a new visit starts afresh anyway). */
export function resetDemoNotifications(): void {
  state.clear();
}

const NOT_FOUND: ApiFailure = {
  success: false,
  error: 'Notification not found',
  code: 'NOT_FOUND',
};

const positiveInteger = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, max)
    : fallback;

export function demoNotificationPage(
  notifications: AppNotification[],
  payload: Record<string, unknown>,
): NotificationPage {
  const page = positiveInteger(payload.page, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = positiveInteger(payload.pageSize, 20, 100);
  const listed =
    payload.unread_only === true ? notifications.filter((item) => !item.read) : notifications;
  return {
    notifications: listed.slice((page - 1) * pageSize, page * pageSize),
    total: listed.length,
    unread: notifications.filter((item) => !item.read).length,
    page,
    pageSize,
  };
}

/**
 * The sample records' words the notifications name (their params), in French for a French
 * reader; the bell words the rest from each notification's key (notification-text.ts).
 */
export const FRENCH_NOTIFICATION_WORDS: ReadonlyMap<string, string> = new Map([
  ['Shop redesign', 'Refonte de la boutique'],
]);

export function registerNotificationsDemoHandlers(): void {
  registerDemoHandler(FUNCTION, 'get_notifications', (payload) =>
    wordedForReader(
      { success: true, ...demoNotificationPage(notificationsOf(currentAudience()), payload) },
      FRENCH_NOTIFICATION_WORDS,
    ),
  );
  registerDemoHandler(FUNCTION, 'mark_read', (payload) => {
    const notifications = notificationsOf(currentAudience());
    const index = notifications.findIndex((item) => item.id === payload.notification_id);
    const found = notifications[index];
    if (!found) return NOT_FOUND;
    const notification = { ...found, read: true };
    notifications[index] = notification;
    return wordedForReader({ success: true, notification }, FRENCH_NOTIFICATION_WORDS);
  });
  registerDemoHandler(FUNCTION, 'mark_all_read', () => {
    const audience = currentAudience();
    const notifications = notificationsOf(audience);
    const count = notifications.filter((item) => !item.read).length;
    state.set(
      audience,
      notifications.map((item) => ({ ...item, read: true })),
    );
    return { success: true, count };
  });
}
