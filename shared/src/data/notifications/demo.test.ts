import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BYPASS_USER, useAuthStore } from '../../auth/auth-store';
import type { AppNotification, NotificationPage } from '../../contract/notifications';
import { answerFromDemo } from '../../demo/demo-registry';
import {
  badgeLabel,
  notificationPath,
  relativeTime,
} from '../../notifications/notification-format';
import {
  demoNotifications,
  registerNotificationsDemoHandlers,
  resetDemoNotifications,
} from './demo';

const FUNCTION = 'notifications-system';
const NOW = new Date('2026-11-22T12:00:00.000Z');
const page = (payload: Record<string, unknown> = {}) =>
  answerFromDemo(FUNCTION, 'get_notifications', payload) as { success: true } & NotificationPage;

const CLIENT = { ...BYPASS_USER, id: 'client-1', role: 'client' as const };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetDemoNotifications();
  registerNotificationsDemoHandlers();
  useAuthStore.setState({ user: BYPASS_USER, isAdminBypass: true });
});

afterEach(() => {
  vi.useRealTimers();
  useAuthStore.setState({ user: null, isAdminBypass: false });
});

describe('the demo samples', () => {
  it.each(['admin', 'client'] as const)(
    'are three for an %s, newest first, each opening a page of the site',
    (audience) => {
      const samples = demoNotifications(audience, NOW);
      expect(samples).toHaveLength(3);
      const times = samples.map((item) => Date.parse(item.timestamp));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(samples.map((item) => item.id)).size).toBe(3);
      for (const item of samples) {
        expect(item.title).not.toBe('');
        expect(item.message).not.toBe('');
        expect(notificationPath(item.actionUrl)).toBe(item.actionUrl);
        expect(
          item.actionUrl?.startsWith(audience === 'admin' ? '/admin/' : '/client-portal'),
        ).toBe(true);
      }
    },
  );

  it('show recent times in minutes, hours and days, with two of three unread', () => {
    const samples = demoNotifications('admin', NOW);
    expect(samples.map((item) => relativeTime(item.timestamp, NOW)?.unit)).toEqual([
      'minutes',
      'hours',
      'days',
    ]);
    expect(samples.filter((item) => !item.read)).toHaveLength(2);
  });
});

describe('the demo handlers', () => {
  it('answer the page shape of the contract with the unread count of the badge', () => {
    const answer = page();
    expect(answer).toMatchObject({ success: true, total: 3, unread: 2, page: 1, pageSize: 20 });
    expect(answer.notifications.map((item) => item.id)).toEqual(
      demoNotifications('admin', NOW).map((item) => item.id),
    );
    expect(badgeLabel(answer.unread)).toBe('2');
  });

  it('list only unread ones when asked, and page them', () => {
    expect(page({ unread_only: true }).notifications.every((item) => !item.read)).toBe(true);
    expect(page({ unread_only: true }).total).toBe(2);
    const second = page({ page: 2, pageSize: 2 });
    expect(second.notifications).toHaveLength(1);
    expect(second.unread).toBe(2);
  });

  it('mark one read, which the next poll shows', () => {
    const [first] = page().notifications as [AppNotification];
    const answer = answerFromDemo(FUNCTION, 'mark_read', { notification_id: first.id }) as {
      success: true;
      notification: AppNotification;
    };
    expect(answer.notification).toMatchObject({ id: first.id, read: true });
    expect(page().unread).toBe(1);
    expect(page().notifications[0]?.read).toBe(true);
  });

  it('answer "Notification not found" for an unknown id', () => {
    expect(answerFromDemo(FUNCTION, 'mark_read', { notification_id: 'nope' })).toEqual({
      success: false,
      error: 'Notification not found',
      code: 'NOT_FOUND',
    });
  });

  it('mark all read and say how many were unread', () => {
    expect(answerFromDemo(FUNCTION, 'mark_all_read', {})).toEqual({ success: true, count: 2 });
    expect(page().unread).toBe(0);
    expect(answerFromDemo(FUNCTION, 'mark_all_read', {})).toEqual({ success: true, count: 0 });
  });

  it('give a portal client the client samples, apart from the admin ones', () => {
    useAuthStore.setState({ user: CLIENT, isAdminBypass: false });
    const answer = page();
    expect(answer.notifications.every((item) => item.actionUrl === '/client-portal')).toBe(true);
    answerFromDemo(FUNCTION, 'mark_all_read', {});
    useAuthStore.setState({ user: BYPASS_USER, isAdminBypass: true });
    expect(page().unread).toBe(2);
  });
});

describe('the demo samples for a French reader', () => {
  it('name the sample proposal in French, names of people unchanged', async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    const params = () => page().notifications.flatMap((item) => Object.values(item.params ?? {}));
    expect(params()).toContain('Shop redesign');
    await i18next.changeLanguage('fr');
    try {
      expect(params()).toContain('Refonte de la boutique');
      expect(params()).not.toContain('Shop redesign');
      expect(params()).toContain('Marc Dubois');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
