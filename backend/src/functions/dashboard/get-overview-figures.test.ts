import { describe, expect, it } from 'vitest';
import { insertTestMilestone } from '../calendar/calendar-test-data.ts';
import { dayFromToday, seedClient, seedProject } from '../invoice-management/seed-records.ts';
import {
  insertEvent,
  insertInvoice,
  insertLead,
  insertPayment,
  insertProposal,
  minutesAgo,
  useOverviewKit,
} from './dashboard-test-data.ts';

const { kit, overview } = useOverviewKit();

const today = dayFromToday(0);
/** The first day of the month `offset` months from this one (UTC). */
const monthStart = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
};
const isThisMonth = (iso: string) => iso.slice(0, 7) === today.slice(0, 7);

describe('who may call dashboard', () => {
  it('get_overview: 401 for a visitor, 403 for a client, 200 for admins', async () => {
    const anonymous = await overview('anonymous');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const client = await overview('client');
    expect([client.status, client.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await overview('admin')).status).toBe(200);
    expect((await overview('super_admin')).status).toBe(200);
  });
});

describe('get_overview', () => {
  it('answers zeros and empty lists on an empty database', async () => {
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      currency: 'USD',
      leads: {
        total: 0,
        new: 0,
        contacted: 0,
        qualified: 0,
        proposal: 0,
        converted: 0,
        lost: 0,
        averageScore: 0,
        totalValue: 0,
        thisMonth: 0,
      },
      revenue: {
        currentMonth: 0,
        lastMonth: 0,
        yearToDate: 0,
        monthOverMonthChange: null,
        totalTransactions: 0,
        creditedYearToDate: 0,
        currency: 'USD',
      },
      openProposals: { count: 0, total_cents: 0 },
      projectsByStatus: {
        planning: 0,
        in_progress: 0,
        review: 0,
        completed: 0,
        on_hold: 0,
        cancelled: 0,
      },
      overdueInvoices: { count: 0, balance_cents: 0, oldest: [] },
      upcomingEvents: { from: today, to: dayFromToday(6), events: [] },
      recentActivity: [],
    });
  });

  it('answers the figures the records hold', async () => {
    const leadTimes = [minutesAgo(60), minutesAgo(40 * 24 * 60), minutesAgo(120)];
    await insertLead(kit.db, {
      name: 'Lea New',
      score: 80,
      budget: 10_000,
      createdAt: leadTimes[0],
    });
    await insertLead(kit.db, {
      name: 'Leo Lost',
      status: 'lost',
      score: 20,
      budget: 5_000,
      createdAt: leadTimes[1],
    });
    const lizId = await insertLead(kit.db, {
      name: 'Liz Qual',
      status: 'qualified',
      score: 51,
      createdAt: leadTimes[2],
    });

    const acme = await seedClient(kit.db, { name: 'Ann Client', company: 'Acme' });
    const bob = await seedClient(kit.db, { name: 'Bob Buyer', company: null });

    // Open: sent and not expired (no date, or a date today or later).
    await insertProposal(kit.db, {
      clientId: acme,
      title: 'Shop',
      status: 'sent',
      totalCents: 300_000,
      validUntil: today,
    });
    await insertProposal(kit.db, {
      leadId: lizId,
      title: 'Blog',
      status: 'sent',
      totalCents: 50_000,
    });
    await insertProposal(kit.db, {
      clientId: acme,
      title: 'Expired',
      status: 'sent',
      totalCents: 99_900,
      validUntil: dayFromToday(-1),
    });
    await insertProposal(kit.db, {
      clientId: acme,
      title: 'Draft',
      status: 'draft',
      totalCents: 1,
    });
    await insertProposal(kit.db, {
      clientId: bob,
      title: 'Won',
      status: 'accepted',
      totalCents: 7,
    });

    const planningA = await seedProject(kit.db, acme, 'Planning A');
    await seedProject(kit.db, bob, 'Planning B');
    const running = await seedProject(kit.db, acme, 'Running');
    const paused = await seedProject(kit.db, acme, 'Paused');
    await kit.db.query(`UPDATE projects SET status = 'in_progress' WHERE id = $1`, [running]);
    await kit.db.query(`UPDATE projects SET status = 'on_hold' WHERE id = $1`, [paused]);

    // Six overdue invoices (one partly paid), and three that are not overdue.
    const overdue = [];
    for (const [days, clientId] of [
      [-3, bob],
      [-30, acme],
      [-1, acme],
      [-20, bob],
      [-10, acme],
      [-5, acme],
    ] as const) {
      const invoice = await insertInvoice(kit.db, {
        clientId,
        status: 'sent',
        dueDate: dayFromToday(days),
        totalCents: 10_000,
        paidCents: days === -10 ? 2_500 : 0,
      });
      overdue.push({ ...invoice, days, clientId });
    }
    const dueSoon = await insertInvoice(kit.db, {
      clientId: acme,
      status: 'sent',
      dueDate: dayFromToday(3),
      totalCents: 4_000,
    });
    await insertInvoice(kit.db, {
      clientId: acme,
      status: 'paid',
      dueDate: dayFromToday(-40),
      totalCents: 4_000,
      paidCents: 4_000,
    });
    await insertInvoice(kit.db, {
      clientId: acme,
      status: 'cancelled',
      dueDate: dayFromToday(-40),
      totalCents: 4_000,
    });

    await insertPayment(kit.db, { amountCents: 15_000, paymentDate: today });
    await insertPayment(kit.db, { amountCents: 10_000, paymentDate: monthStart(-1) });

    // The coming week: an event, an invoice and a milestone due; not what is outside or over.
    await insertEvent(kit.db, { title: 'Kick-off', date: dayFromToday(2), projectId: planningA });
    await insertEvent(kit.db, { title: 'Too late', date: dayFromToday(7) });
    await insertEvent(kit.db, { title: 'Yesterday', date: dayFromToday(-1) });
    await insertEvent(kit.db, { title: 'Called off', date: dayFromToday(1), status: 'cancelled' });
    await insertEvent(kit.db, { title: 'Already done', date: today, status: 'done' });
    await insertEvent(kit.db, { title: 'Last day', date: dayFromToday(6), time: '18:00' });
    await insertTestMilestone(kit.db, {
      projectId: running,
      name: 'Design',
      dueDate: dayFromToday(4),
    });

    const { status, body } = await overview();
    expect(status).toBe(200);

    expect(body.leads).toEqual({
      total: 3,
      new: 1,
      contacted: 0,
      qualified: 1,
      proposal: 0,
      converted: 0,
      lost: 1,
      averageScore: 50.3,
      totalValue: 10_000,
      thisMonth: leadTimes.filter(isThisMonth).length,
    });
    // The same figures as the lead and revenue functions' own stats.
    const leadStats = await kit.call('lead-management', { action: 'get_lead_stats' });
    expect(body.leads).toEqual(leadStats.body.stats);
    const { success: _success, ...revenueStats } = (
      await kit.call('revenue-tracking', { action: 'get_revenue_stats' })
    ).body;
    expect(body.revenue).toEqual(revenueStats);
    expect(body.revenue).toMatchObject({
      currentMonth: 150,
      lastMonth: 100,
      monthOverMonthChange: 50,
    });

    expect(body.openProposals).toEqual({ count: 2, total_cents: 350_000 });
    expect(body.projectsByStatus).toEqual({
      planning: 2,
      in_progress: 1,
      review: 0,
      completed: 0,
      on_hold: 1,
      cancelled: 0,
    });

    const oldestFirst = [...overdue].sort((a, b) => a.days - b.days).slice(0, 5);
    expect(body.overdueInvoices.count).toBe(6);
    expect(body.overdueInvoices.balance_cents).toBe(6 * 10_000 - 2_500);
    expect(body.overdueInvoices.oldest).toEqual(
      oldestFirst.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        client:
          invoice.clientId === acme
            ? { id: acme, name: 'Ann Client', company: 'Acme' }
            : { id: bob, name: 'Bob Buyer', company: null },
        balance_cents: invoice.days === -10 ? 7_500 : 10_000,
        currency: 'USD',
        due_date: dayFromToday(invoice.days),
        days_overdue: -invoice.days,
      })),
    );

    expect(body.upcomingEvents.from).toBe(today);
    expect(body.upcomingEvents.to).toBe(dayFromToday(6));
    expect(
      body.upcomingEvents.events.map((event: { id: string; title: string; date: string }) => [
        event.id,
        event.title,
        event.date,
      ]),
    ).toEqual([
      [expect.any(String), 'Kick-off', dayFromToday(2)],
      [`invoice:${dueSoon.id}`, `Invoice ${dueSoon.number} due`, dayFromToday(3)],
      [expect.stringMatching(/^milestone:/), 'Design — Running', dayFromToday(4)],
      [expect.any(String), 'Last day', dayFromToday(6)],
    ]);
    expect(body.upcomingEvents.events[0]).toMatchObject({
      source: 'event',
      editable: true,
      project: { id: planningA, name: 'Planning A' },
      client: null,
    });
  });
});
