import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestClient, insertTestProject } from './calendar-test-data.ts';

const kit = useFunctionKit({ truncate: ['calendar_events', 'clients'] });

const call = (body: Record<string, unknown>) => kit.call('calendar', body);

async function createEvent(fields: Record<string, unknown> = {}) {
  const { status, body } = await call({
    action: 'create_event',
    title: 'Kick-off',
    date: '2026-11-24',
    time: '10:00',
    ...fields,
  });
  expect(status).toBe(200);
  return body.event;
}

const missingId = '00000000-0000-4000-8000-000000000000';

describe('update_event', () => {
  it('changes only the fields sent; null clears an optional one', async () => {
    const clientId = await insertTestClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const event = await createEvent({ client_id: clientId, description: 'Agenda' });
    const { status, body } = await call({
      action: 'update_event',
      id: event.id,
      time: '14:30',
      status: 'cancelled',
      description: null,
    });
    expect(status).toBe(200);
    expect(body.event).toEqual({
      ...event,
      time: '14:30',
      status: 'cancelled',
      description: null,
    });
    const cleared = await call({ action: 'update_event', id: event.id, client_id: null });
    expect(cleared.body.event).toMatchObject({ client: null, title: 'Kick-off' });
  });

  it('validates the fields sent with the create messages', async () => {
    const event = await createEvent();
    const { status, body } = await call({
      action: 'update_event',
      id: event.id,
      title: ' ',
      date: '',
      time: '7:15',
      priority: 'urgent',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      time: 'Time must be HH:MM, from 00:00 to 23:59',
      priority: 'Priority must be one of: high, medium, low',
    });
    const nulls = await call({ action: 'update_event', id: event.id, title: null, time: null });
    expect(nulls.body.fields).toEqual({ title: 'Title is required', time: 'Time is required' });
    expect((await call({ action: 'get_events', month: '2026-11' })).body.events).toEqual([event]);
  });

  it("checks the project against the event's client, the stored one or the one sent", async () => {
    const janeId = await insertTestClient(kit.db, { name: 'Jane' });
    const samId = await insertTestClient(kit.db, { name: 'Sam' });
    const janesProject = await insertTestProject(kit.db, { clientId: janeId, name: 'Jane shop' });
    const samsProject = await insertTestProject(kit.db, { clientId: samId, name: 'Sam shop' });
    const event = await createEvent({ client_id: janeId, project_id: janesProject });

    const wrongProject = await call({
      action: 'update_event',
      id: event.id,
      project_id: samsProject,
    });
    expect(wrongProject.status).toBe(400);
    expect(wrongProject.body.fields).toEqual({
      project_id: 'This project belongs to another client',
    });
    const wrongClient = await call({ action: 'update_event', id: event.id, client_id: samId });
    expect(wrongClient.body.fields).toEqual({
      project_id: 'This project belongs to another client',
    });
    const both = await call({
      action: 'update_event',
      id: event.id,
      client_id: samId,
      project_id: samsProject,
    });
    expect(both.status).toBe(200);
    expect(both.body.event).toMatchObject({
      client: { id: samId, name: 'Sam' },
      project: { id: samsProject, name: 'Sam shop' },
    });
    const unknown = await call({ action: 'update_event', id: event.id, client_id: missingId });
    expect(unknown.body.fields).toEqual({ client_id: 'No such client' });
  });

  it('answers 404 for an unknown or malformed id, 400 for none', async () => {
    for (const id of [missingId, 'not-a-uuid']) {
      const { status, body } = await call({ action: 'update_event', id, title: 'X' });
      expect(status, id).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', error: 'Event not found' });
    }
    const { status, body } = await call({ action: 'update_event', title: 'X' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ id: 'id is required' });
  });
});
