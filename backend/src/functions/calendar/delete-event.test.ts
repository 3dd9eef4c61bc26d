import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({ truncate: ['calendar_events', 'clients'] });

const call = (body: Record<string, unknown>) => kit.call('calendar', body);

describe('delete_event', () => {
  it('deletes the event, which then names nothing', async () => {
    const created = await call({
      action: 'create_event',
      title: 'Call Jane',
      date: '2026-11-24',
      time: '10:00',
      type: 'call',
    });
    const kept = await call({
      action: 'create_event',
      title: 'Kept',
      date: '2026-11-25',
      time: '10:00',
    });
    const { id } = created.body.event;
    expect((await call({ action: 'delete_event', id })).body).toEqual({ success: true });
    const { body } = await call({ action: 'get_events', month: '2026-11' });
    expect(body.events).toEqual([kept.body.event]);
    const again = await call({ action: 'delete_event', id });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND', error: 'Event not found' });
    expect((await call({ action: 'update_event', id, title: 'X' })).status).toBe(404);
  });

  it('answers 404 for a malformed id', async () => {
    const { status, body } = await call({ action: 'delete_event', id: 'event-1' });
    expect(status).toBe(404);
    expect(body.error).toBe('Event not found');
  });
});
