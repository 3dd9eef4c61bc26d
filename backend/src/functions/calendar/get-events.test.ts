import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  insertTestClient,
  insertTestInvoice,
  insertTestMilestone,
  insertTestProject,
} from './calendar-test-data.ts';

const kit = useFunctionKit({ truncate: ['calendar_events', 'clients'] });

const call = (body: Record<string, unknown>) => kit.call('calendar', body);

async function createEvent(title: string, date: string, time = '10:00') {
  const { status, body } = await call({ action: 'create_event', title, date, time });
  expect(status).toBe(200);
  return body.event;
}

async function monthOf(month: string): Promise<{ title: string; date: string; time: string }[]> {
  const { status, body } = await call({ action: 'get_events', month });
  expect(status).toBe(200);
  return body.events;
}

const titles = async (month: string) => (await monthOf(month)).map((event) => event.title);

describe('get_events', () => {
  it('answers the events of the month only, first day and last day included', async () => {
    await createEvent('Last of October', '2026-10-31', '23:59');
    await createEvent('First of November', '2026-11-01', '00:00');
    await createEvent('Last of November', '2026-11-30', '23:59');
    await createEvent('First of December', '2026-12-01', '00:00');
    expect(await titles('2026-11')).toEqual(['First of November', 'Last of November']);
    expect(await titles('2026-10')).toEqual(['Last of October']);
    expect(await titles('2027-11')).toEqual([]);
  });

  it('ends December on the 31st and starts January of the next year', async () => {
    await createEvent('New Year Eve', '2026-12-31', '23:59');
    await createEvent('New Year', '2027-01-01', '00:00');
    expect(await titles('2026-12')).toEqual(['New Year Eve']);
    expect(await titles('2027-01')).toEqual(['New Year']);
  });

  it('knows the length of February in leap years', async () => {
    await createEvent('Leap day', '2028-02-29');
    await createEvent('First of March', '2028-03-01');
    expect(await titles('2028-02')).toEqual(['Leap day']);
  });

  it('sorts by date, then time, then title', async () => {
    await createEvent('b lunch', '2026-11-02', '12:00');
    await createEvent('Late', '2026-11-01', '18:00');
    await createEvent('A lunch', '2026-11-02', '12:00');
    await createEvent('Early', '2026-11-02', '08:05');
    await createEvent('Morning', '2026-11-01', '09:30');
    expect(await monthOf('2026-11')).toEqual([
      expect.objectContaining({ title: 'Morning', date: '2026-11-01', time: '09:30' }),
      expect.objectContaining({ title: 'Late', date: '2026-11-01', time: '18:00' }),
      expect.objectContaining({ title: 'Early', date: '2026-11-02', time: '08:05' }),
      expect.objectContaining({ title: 'A lunch', date: '2026-11-02', time: '12:00' }),
      expect.objectContaining({ title: 'b lunch', date: '2026-11-02', time: '12:00' }),
    ]);
  });

  it('requires a month written YYYY-MM', async () => {
    for (const payload of [{}, { month: '' }, { month: null }]) {
      const { status, body } = await call({ action: 'get_events', ...payload });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ month: 'Month is required' });
    }
    for (const month of ['2026-13', '2026-00', '2026-1', '2026-11-01', 'November', '0000-01']) {
      const { status, body } = await call({ action: 'get_events', month });
      expect(status, month).toBe(400);
      expect(body.fields).toEqual({ month: 'Month must be YYYY-MM' });
    }
  });
});

describe('deadlines in get_events', () => {
  async function seed() {
    const clientId = await insertTestClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const projectId = await insertTestProject(kit.db, { clientId, name: 'Shop redesign' });
    return { clientId, projectId };
  }

  it('shows the due date of an open milestone as a read-only deadline', async () => {
    const { clientId, projectId } = await seed();
    const milestoneId = await insertTestMilestone(kit.db, {
      projectId,
      name: 'Design approved',
      dueDate: '2026-11-30',
    });
    expect(await monthOf('2026-11')).toEqual([
      {
        id: `milestone:${milestoneId}`,
        title: 'Design approved — Shop redesign',
        date: '2026-11-30',
        time: '09:00',
        type: 'deadline',
        priority: 'high',
        status: 'scheduled',
        description: null,
        client: { id: clientId, name: 'Jane Doe', company: 'Studio' },
        project: { id: projectId, name: 'Shop redesign' },
        source: 'milestone',
        editable: false,
        title_key: 'milestone_due',
        title_params: { milestone: 'Design approved', project: 'Shop redesign' },
      },
    ]);
    expect(await monthOf('2026-12')).toEqual([]);
  });

  it('leaves out done milestones, undated ones and those of completed or cancelled projects', async () => {
    const { clientId, projectId } = await seed();
    await insertTestMilestone(kit.db, {
      projectId,
      name: 'Done',
      dueDate: '2026-11-05',
      isDone: true,
    });
    await insertTestMilestone(kit.db, { projectId, name: 'Undated', dueDate: null });
    for (const status of ['completed', 'cancelled', 'on_hold', 'planning', 'review']) {
      const id = await insertTestProject(kit.db, { clientId, name: status, status });
      await insertTestMilestone(kit.db, { projectId: id, name: 'Launch', dueDate: '2026-11-10' });
    }
    expect(await titles('2026-11')).toEqual([
      'Launch — on_hold',
      'Launch — planning',
      'Launch — review',
    ]);
  });

  it("shows a sent invoice's due date, overdue or not, and no other invoice's", async () => {
    const { clientId, projectId } = await seed();
    const sentId = await insertTestInvoice(kit.db, {
      clientId,
      projectId,
      number: 'INV-2026-0007',
      dueDate: '2026-11-15',
      status: 'sent',
    });
    const overdueId = await insertTestInvoice(kit.db, {
      clientId,
      number: 'INV-2020-0001',
      dueDate: '2020-11-01',
      status: 'sent',
    });
    for (const status of ['draft', 'paid', 'cancelled'] as const) {
      await insertTestInvoice(kit.db, {
        clientId,
        number: `INV-${status}`,
        dueDate: '2026-11-15',
        status,
      });
    }
    expect(await monthOf('2026-11')).toEqual([
      {
        id: `invoice:${sentId}`,
        title: 'Invoice INV-2026-0007 due',
        date: '2026-11-15',
        time: '09:00',
        type: 'deadline',
        priority: 'high',
        status: 'scheduled',
        description: null,
        client: { id: clientId, name: 'Jane Doe', company: 'Studio' },
        project: { id: projectId, name: 'Shop redesign' },
        source: 'invoice',
        editable: false,
        title_key: 'invoice_due',
        title_params: { number: 'INV-2026-0007' },
      },
    ]);
    expect(await monthOf('2020-11')).toEqual([
      expect.objectContaining({ id: `invoice:${overdueId}`, project: null }),
    ]);
  });

  it('sorts deadlines among the events at 09:00', async () => {
    const { clientId, projectId } = await seed();
    await insertTestMilestone(kit.db, { projectId, name: 'Beta', dueDate: '2026-11-10' });
    await insertTestInvoice(kit.db, {
      clientId,
      number: 'INV-1',
      dueDate: '2026-11-10',
      status: 'sent',
    });
    await createEvent('Stand-up', '2026-11-10', '08:30');
    await createEvent('Review', '2026-11-10', '09:00');
    await createEvent('Lunch', '2026-11-10', '12:00');
    expect(await titles('2026-11')).toEqual([
      'Stand-up',
      'Beta — Shop redesign',
      'Invoice INV-1 due',
      'Review',
      'Lunch',
    ]);
  });

  it('cannot update or delete a deadline: its id names no event', async () => {
    const { clientId, projectId } = await seed();
    const milestoneId = await insertTestMilestone(kit.db, {
      projectId,
      name: 'Launch',
      dueDate: '2026-11-10',
    });
    const invoiceId = await insertTestInvoice(kit.db, {
      clientId,
      number: 'INV-1',
      dueDate: '2026-11-12',
      status: 'sent',
    });
    const before = await monthOf('2026-11');
    expect(before).toHaveLength(2);
    for (const id of [`milestone:${milestoneId}`, `invoice:${invoiceId}`, milestoneId]) {
      const update = await call({ action: 'update_event', id, title: 'Moved', date: '2026-11-20' });
      expect(update.status, id).toBe(404);
      expect(update.body).toMatchObject({ code: 'NOT_FOUND', error: 'Event not found' });
      const remove = await call({ action: 'delete_event', id });
      expect(remove.status, id).toBe(404);
      expect(remove.body.error).toBe('Event not found');
    }
    expect(await monthOf('2026-11')).toEqual(before);
  });
});
