import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['calendar_events'] });

const missingId = '00000000-0000-4000-8000-000000000000';

const payloads: Record<string, Record<string, unknown>> = {
  get_events: { month: '2026-11' },
  create_event: { title: 'Kick-off', date: '2026-11-24', time: '10:00' },
  update_event: { id: missingId, title: 'Kick-off' },
  delete_event: { id: missingId },
};

const call = (action: string, as: As) => kit.call('calendar', { action, ...payloads[action] }, as);

describe('who may call calendar', () => {
  it('answers 401 without a session and 403 to a client, for every action', async () => {
    for (const action of Object.keys(payloads)) {
      const anonymous = await call(action, 'anonymous');
      expect(anonymous.status, action).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
      const client = await call(action, 'client');
      expect(client.status, action).toBe(403);
      expect(client.body.code).toBe('FORBIDDEN');
    }
    expect((await kit.call('calendar', { action: 'get_events', month: '2026-11' })).body).toEqual({
      success: true,
      events: [],
    });
  });

  it('lets an admin and a super admin plan events', async () => {
    for (const as of ['admin', 'super_admin'] as const) {
      const created = await call('create_event', as);
      expect(created.status, as).toBe(200);
      const listed = await call('get_events', as);
      expect(listed.status, as).toBe(200);
      expect(listed.body.events.map((e: { id: string }) => e.id)).toContain(created.body.event.id);
      const { id } = created.body.event;
      const updated = await kit.call('calendar', { action: 'update_event', id, time: '11:00' }, as);
      expect(updated.body.event.time).toBe('11:00');
      const deleted = await kit.call('calendar', { action: 'delete_event', id }, as);
      expect(deleted.body).toEqual({ success: true });
    }
  });
});
