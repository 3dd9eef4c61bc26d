import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewNotification } from '../../db/notifications.ts';
import { type As, useFunctionKit } from '../../test/function-kit.ts';
import { notifyUser } from '../notify.ts';

const kit = useFunctionKit({ truncate: ['notifications', 'invoice_overdue_notices'] });

/** A signed-in user of each role, with their own notifications. */
const users: Record<'admin' | 'client', { userId: string; token: string }> = {
  admin: { userId: '', token: '' },
  client: { userId: '', token: '' },
};
beforeAll(async () => {
  users.admin = await kit.signIn({ role: 'admin' });
  users.client = await kit.signIn({ role: 'client' });
});

const callAs = (who: 'admin' | 'client', action: string, body: Record<string, unknown> = {}) =>
  kit.call('notifications-system', { action, ...body }, 'client', { token: users[who].token });

const sample = (title: string): NewNotification => ({
  type: 'info',
  title,
  message: `About ${title}`,
  actionUrl: '/admin/leads',
  message_key: 'client_message',
  params: { client: title, excerpt: `About ${title}`, total: { money: 250_000, currency: 'USD' } },
});

/** Raises `count` notifications for a user, one minute apart, the last one the newest. */
async function raise(userId: string, count: number, prefix = 'Note'): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await notifyUser(kit.db, userId, sample(`${prefix} ${index}`));
    await kit.db.query(
      `UPDATE notifications SET created_at = now() - make_interval(mins => $2)
       WHERE user_id = $1 AND title = $3`,
      [userId, count - index, `${prefix} ${index}`],
    );
  }
}

const titles = (body: { notifications: { title: string }[] }) =>
  body.notifications.map((notification) => notification.title);

describe('who may call notifications-system', () => {
  const actions: Record<string, Record<string, unknown>> = {
    get_notifications: {},
    mark_read: { notification_id: randomUUID() },
    mark_all_read: {},
  };

  it.each(Object.keys(actions))('%s: 401 for a visitor, allowed for every role', async (action) => {
    const payload = { action, ...actions[action] };
    const anonymous = await kit.call('notifications-system', payload, 'anonymous');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    for (const role of ['client', 'admin', 'super_admin'] as As[]) {
      const answer = await kit.call('notifications-system', payload, role);
      // mark_read of an unknown id is a 404, not a refusal of the caller.
      expect(answer.status).toBe(action === 'mark_read' ? 404 : 200);
    }
  });
});

describe('get_notifications', () => {
  it('answers the caller’s own notifications only, newest first, in the contract shape', async () => {
    await raise(users.admin.userId, 2, 'Admin');
    await raise(users.client.userId, 1, 'Client');

    const admin = await callAs('admin', 'get_notifications');
    expect(admin.status).toBe(200);
    expect(titles(admin.body)).toEqual(['Admin 2', 'Admin 1']);
    expect(admin.body).toMatchObject({ total: 2, unread: 2, page: 1, pageSize: 20 });
    const [newest] = admin.body.notifications;
    expect(newest).toEqual({
      id: expect.any(String),
      title: 'Admin 2',
      message: 'About Admin 2',
      type: 'info',
      timestamp: newest.created_at,
      read: false,
      actionUrl: '/admin/leads',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      message_key: 'client_message',
      params: {
        client: 'Admin 2',
        excerpt: 'About Admin 2',
        total: { money: 250_000, currency: 'USD' },
      },
    });

    const client = await callAs('client', 'get_notifications');
    expect(titles(client.body)).toEqual(['Client 1']);
    expect(client.body).toMatchObject({ total: 1, unread: 1 });
  });

  it('pages, and counts unread whatever the page; unread_only keeps the unread ones', async () => {
    await raise(users.admin.userId, 5);
    const all = await callAs('admin', 'get_notifications');
    const [, second] = all.body.notifications;
    await callAs('admin', 'mark_read', { notification_id: second.id });

    const page2 = await callAs('admin', 'get_notifications', { page: 2, pageSize: 2 });
    expect(titles(page2.body)).toEqual(['Note 3', 'Note 2']);
    expect(page2.body).toMatchObject({ total: 5, unread: 4, page: 2, pageSize: 2 });

    const beyond = await callAs('admin', 'get_notifications', { page: 9, pageSize: 2 });
    expect(beyond.body).toMatchObject({ notifications: [], total: 5, unread: 4 });

    const unread = await callAs('admin', 'get_notifications', { unread_only: true });
    expect(titles(unread.body)).toEqual(['Note 5', 'Note 3', 'Note 2', 'Note 1']);
    expect(unread.body).toMatchObject({ total: 4, unread: 4 });
  });

  it.each([
    ['page', 'page starts at 1', { page: 0 }],
    ['pageSize', 'pageSize is at most 100', { pageSize: 101 }],
    ['pageSize', 'pageSize is at least 1', { pageSize: 0 }],
    ['unread_only', 'unread_only must be true or false', { unread_only: 'yes' }],
  ])('refuses bad input with fields.%s: %s', async (field, message, payload) => {
    const { status, body } = await callAs('admin', 'get_notifications', payload);
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(message);
  });
});

describe('mark_read', () => {
  it('marks one of the caller’s notifications read, once', async () => {
    await raise(users.admin.userId, 2);
    const before = await callAs('admin', 'get_notifications');
    const [newest] = before.body.notifications;

    const { status, body } = await callAs('admin', 'mark_read', { notification_id: newest.id });
    expect(status).toBe(200);
    expect(body.notification).toEqual({ ...newest, read: true });
    const after = await callAs('admin', 'get_notifications');
    expect(after.body.unread).toBe(1);
    expect(after.body.notifications.map((n: { read: boolean }) => n.read)).toEqual([true, false]);

    const again = await callAs('admin', 'mark_read', { notification_id: newest.id });
    expect([again.status, again.body.notification.read]).toEqual([200, true]);
  });

  it('answers 404 for someone else’s, an unknown and a malformed id, changing nothing', async () => {
    await raise(users.client.userId, 1);
    const theirs = await callAs('client', 'get_notifications');
    const [notification] = theirs.body.notifications;

    for (const id of [notification.id, randomUUID(), 'not-an-id']) {
      const { status, body } = await callAs('admin', 'mark_read', { notification_id: id });
      expect([status, body.code, body.error]).toEqual([404, 'NOT_FOUND', 'Notification not found']);
    }
    const still = await callAs('client', 'get_notifications');
    expect(still.body.unread).toBe(1);
  });

  it('requires notification_id', async () => {
    const { status, body } = await callAs('admin', 'mark_read', {});
    expect(status).toBe(400);
    expect(body.fields.notification_id).toBe('notification_id is required');
  });
});

describe('mark_all_read', () => {
  it('marks the caller’s unread notifications read and counts them; others keep theirs', async () => {
    await raise(users.admin.userId, 3);
    await raise(users.client.userId, 2);
    const all = await callAs('admin', 'get_notifications');
    await callAs('admin', 'mark_read', { notification_id: all.body.notifications[0].id });

    const first = await callAs('admin', 'mark_all_read');
    expect(first.body).toEqual({ success: true, count: 2 });
    const second = await callAs('admin', 'mark_all_read');
    expect(second.body).toEqual({ success: true, count: 0 });

    expect((await callAs('admin', 'get_notifications')).body.unread).toBe(0);
    expect((await callAs('client', 'get_notifications')).body.unread).toBe(2);
  });
});

describe('what the table accepts', () => {
  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example'])(
    'refuses an actionUrl of another origin: %s',
    async (actionUrl) => {
      await expect(
        notifyUser(kit.db, users.admin.userId, { ...sample('Bad'), actionUrl }),
      ).rejects.toThrow(/path of the site/);
      await expect(
        kit.db.query(
          `INSERT INTO notifications (user_id, type, title, action_url) VALUES ($1, 'info', 'x', $2)`,
          [users.admin.userId, actionUrl],
        ),
      ).rejects.toThrow();
    },
  );
});
