import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { insertTestClient, insertTestProject } from './calendar-test-data.ts';

const kit = useFunctionKit({ truncate: ['calendar_events', 'clients'] });

const create = (fields: Record<string, unknown>) =>
  kit.call('calendar', { action: 'create_event', ...fields });

const kickOff = { title: '  Kick-off ', date: '2026-11-24', time: '10:00' };

const storedCount = async () =>
  (await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM calendar_events'))[0]?.n;

describe('create_event', () => {
  it('stores a trimmed meeting of medium priority, scheduled, when nothing else is said', async () => {
    const { status, body } = await create(kickOff);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      event: {
        id: expect.any(String),
        title: 'Kick-off',
        date: '2026-11-24',
        time: '10:00',
        type: 'meeting',
        priority: 'medium',
        status: 'scheduled',
        description: null,
        client: null,
        project: null,
        source: 'event',
        editable: true,
      },
    });
    const [row] = await kit.db.query<{ created_by: string }>(
      'SELECT created_by FROM calendar_events WHERE id = $1',
      [body.event.id],
    );
    expect(row?.created_by).toBe(kit.adminId);
  });

  it('answers the client and the project as nested objects', async () => {
    const clientId = await insertTestClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const projectId = await insertTestProject(kit.db, { clientId, name: 'Shop redesign' });
    const { status, body } = await create({
      ...kickOff,
      type: 'presentation',
      priority: 'high',
      status: 'done',
      description: '  Show the mock-ups  ',
      client_id: clientId,
      project_id: projectId,
    });
    expect(status).toBe(200);
    expect(body.event).toMatchObject({
      type: 'presentation',
      priority: 'high',
      status: 'done',
      description: 'Show the mock-ups',
      client: { id: clientId, name: 'Jane Doe', company: 'Studio' },
      project: { id: projectId, name: 'Shop redesign' },
    });
  });

  it('takes a project without a client, and a client without a project', async () => {
    const clientId = await insertTestClient(kit.db, { name: 'Jane Doe' });
    const projectId = await insertTestProject(kit.db, { clientId, name: 'Shop' });
    const onlyProject = await create({ ...kickOff, project_id: projectId });
    expect(onlyProject.body.event).toMatchObject({
      client: null,
      project: { id: projectId, name: 'Shop' },
    });
    const onlyClient = await create({ ...kickOff, client_id: clientId, description: ' ' });
    expect(onlyClient.body.event).toMatchObject({
      client: { id: clientId, name: 'Jane Doe', company: null },
      project: null,
      description: null,
    });
  });

  it('says that title, date and time are required, missing or blank, and stores nothing', async () => {
    const required = {
      title: 'Title is required',
      date: 'Date is required',
      time: 'Time is required',
    };
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      error: 'Some fields are invalid',
      code: 'VALIDATION_FAILED',
      fields: required,
      fieldCodes: {
        title: { code: 'required' },
        date: { code: 'required' },
        time: { code: 'required' },
      },
    });
    const blank = await create({ title: ' ', date: '', time: ' ' });
    expect(blank.body.fields).toEqual(required);
    const nulls = await create({ title: null, date: null, time: null });
    expect(nulls.body.fields).toEqual(required);
    expect(await storedCount()).toBe(0);
  });

  it('says what is wrong with every other field', async () => {
    const { status, body } = await create({
      title: 'x'.repeat(201),
      date: '2026-02-30',
      time: '24:00',
      type: 'party',
      priority: 'urgent',
      status: 'pending',
      description: 'x'.repeat(5001),
      client_id: 42,
      project_id: ['x'],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      title: 'Title must be at most 200 characters',
      date: 'Date must be a date (YYYY-MM-DD)',
      time: 'Time must be HH:MM, from 00:00 to 23:59',
      type: 'Type must be one of: meeting, deadline, call, presentation',
      priority: 'Priority must be one of: high, medium, low',
      status: 'Status must be one of: scheduled, done, cancelled',
      description: 'Description must be at most 5000 characters',
      client_id: 'client_id must be an id',
      project_id: 'project_id must be an id',
    });
    expect(await storedCount()).toBe(0);
  });

  it('takes only real dates and 24-hour times from 00:00 to 23:59', async () => {
    for (const date of ['24/11/2026', '2026-11-31', '2026-1-05', '2027-02-29']) {
      const { body } = await create({ ...kickOff, date });
      expect(body.fields, date).toEqual({ date: 'Date must be a date (YYYY-MM-DD)' });
    }
    for (const date of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      const { body } = await create({ ...kickOff, date });
      expect(body.fields, date).toEqual({ date: 'Date must be between 1900-01-01 and 2200-12-31' });
    }
    for (const time of ['9:00', '23:60', '10:00:00', '10h00', '-1:00', '12:5']) {
      const { body } = await create({ ...kickOff, time });
      expect(body.fields, time).toEqual({ time: 'Time must be HH:MM, from 00:00 to 23:59' });
    }
    for (const [date, time] of [
      ['2028-02-29', '00:00'],
      ['2026-12-31', '23:59'],
    ]) {
      const { status, body } = await create({ ...kickOff, date, time });
      expect(status).toBe(200);
      expect(body.event).toMatchObject({ date, time });
    }
  });

  it('refuses a client or project that does not exist, and a project of another client', async () => {
    const janeId = await insertTestClient(kit.db, { name: 'Jane' });
    const samId = await insertTestClient(kit.db, { name: 'Sam' });
    const samsProject = await insertTestProject(kit.db, { clientId: samId, name: 'Sam shop' });
    const missingId = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ client_id: missingId }, { client_id: 'No such client' }],
      [{ client_id: 'nope' }, { client_id: 'No such client' }],
      [{ project_id: missingId }, { project_id: 'No such project' }],
      [{ project_id: 'nope', client_id: janeId }, { project_id: 'No such project' }],
      [
        { client_id: janeId, project_id: samsProject },
        { project_id: 'This project belongs to another client' },
      ],
    ];
    for (const [refs, fields] of cases) {
      const { status, body } = await create({ ...kickOff, ...refs });
      expect(status, JSON.stringify(refs)).toBe(400);
      expect(body.fields).toEqual(fields);
    }
    expect(await storedCount()).toBe(0);
  });
});
