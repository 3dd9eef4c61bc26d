import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyTimeZone, agencyToday, dayIn } from '../../db/agency-time.ts';
import { adminAtTime } from '../../test/admin-at-time.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables } from './seed-records.ts';

/**
 * The server's "today" is the agency's calendar day (setting `agency.time_zone`), not the UTC
 * one: proven near midnight UTC, where the two differ, in a zone ahead of UTC (Kiritimati,
 * UTC+14) and one behind (Pago Pago, UTC-11).
 */

const kit = useFunctionKit({ truncate: [...recordTables, 'invoice_rules', 'email_outbox'] });

/** 23:30 UTC on 10 March: already 11 March in Kiritimati (13:30), still 10 March in Pago Pago. */
const LATE_UTC = '2026-03-10T23:30:00Z';
/** 05:00 UTC on 11 March: still 10 March in Pago Pago (18:00). */
const EARLY_UTC = '2026-03-11T05:00:00Z';

const { at, call, ok, signIn } = adminAtTime(kit);

const setZone = async (zone: string) =>
  await ok('site-settings', { action: 'update_settings', time_zone: zone });

async function draftInvoice(dueDate?: string) {
  const { client } = await ok('client-management', {
    action: 'create_client',
    name: 'Time Client',
    email: `time-${crypto.randomUUID()}@example.com`,
  });
  const { invoice } = await ok('invoice-management', {
    action: 'create_invoice',
    client_id: client.id,
    items: [{ description: 'Work', quantity: 1, unit_price_cents: 50_000 }],
    ...(dueDate ? { due_date: dueDate } : {}),
  });
  return invoice as { id: string; due_date: string };
}

beforeEach(async () => {
  await kit.db.query(`DELETE FROM app_settings WHERE key IN ('agency.time_zone',
    'invoice.payment_terms_days') OR key LIKE 'invoice.reminders.%'`);
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dayIn and the agency time zone', () => {
  it("gives the calendar day of an instant in a zone, either side of UTC's midnight", () => {
    const late = new Date(LATE_UTC);
    expect(dayIn('UTC', late)).toBe('2026-03-10');
    expect(dayIn('Pacific/Kiritimati', late)).toBe('2026-03-11');
    expect(dayIn('Pacific/Pago_Pago', new Date(EARLY_UTC))).toBe('2026-03-10');
    expect(dayIn('Europe/Paris', new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('reads UTC when the setting is missing or not a known zone', async () => {
    expect(await agencyTimeZone(kit.db)).toBe('UTC');
    await kit.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('agency.time_zone', '"Mars/Olympus"')`,
    );
    expect(await agencyTimeZone(kit.db)).toBe('UTC');
    await kit.db.query(`UPDATE app_settings SET value = '42' WHERE key = 'agency.time_zone'`);
    expect(await agencyTimeZone(kit.db)).toBe('UTC');
    await kit.db.query(
      `UPDATE app_settings SET value = '"Pacific/Kiritimati"' WHERE key = 'agency.time_zone'`,
    );
    vi.setSystemTime(new Date(LATE_UTC));
    expect(await agencyToday(kit.db)).toBe('2026-03-11');
  });
});

describe("invoices are dated the agency's day", () => {
  it('ahead of UTC: issue date and default due date (+ payment terms) are the next UTC day', async () => {
    await at(LATE_UTC);
    await setZone('Pacific/Kiritimati');
    await ok('invoice-management', { action: 'update_invoice_settings', payment_terms_days: 14 });
    const draft = await draftInvoice();
    expect(draft.due_date).toBe('2026-03-25');
    const { invoice } = await ok('invoice-management', { action: 'send_invoice', id: draft.id });
    expect(invoice).toMatchObject({ issue_date: '2026-03-11', due_date: '2026-03-25' });
  });

  it('behind UTC: an invoice sent early on a UTC day is dated the day before', async () => {
    await at(EARLY_UTC);
    await setZone('Pacific/Pago_Pago');
    const draft = await draftInvoice();
    expect(draft.due_date).toBe('2026-04-09');
    const { invoice } = await ok('invoice-management', { action: 'send_invoice', id: draft.id });
    expect(invoice.issue_date).toBe('2026-03-10');
  });

  it('follows a change of time zone at once, without a restart', async () => {
    await at(LATE_UTC);
    const first = await draftInvoice();
    expect(
      (await ok('invoice-management', { action: 'send_invoice', id: first.id })).invoice.issue_date,
    ).toBe('2026-03-10');
    await setZone('Pacific/Kiritimati');
    const second = await draftInvoice();
    expect(
      (await ok('invoice-management', { action: 'send_invoice', id: second.id })).invoice
        .issue_date,
    ).toBe('2026-03-11');
  });

  it("accepts a payment dated the agency's today and refuses the day after", async () => {
    await at(LATE_UTC);
    await setZone('Pacific/Kiritimati');
    const draft = await draftInvoice();
    await ok('invoice-management', { action: 'send_invoice', id: draft.id });
    const pay = (day: string) =>
      call('revenue-tracking', {
        action: 'record_payment',
        invoice_id: draft.id,
        amount_cents: 1_000,
        payment_date: day,
        payment_method: 'cash',
      });
    expect((await pay('2026-03-11')).status).toBe(200);
    const tomorrow = await pay('2026-03-12');
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.fields).toEqual({ payment_date: 'Payment date cannot be in the future' });
    await setZone('UTC');
    expect((await pay('2026-03-11')).body.fields).toEqual({
      payment_date: 'Payment date cannot be in the future',
    });
  });
});

describe("the automation runs on the agency's day", () => {
  it('run_reminders without as_of reminds what is due on the agency day', async () => {
    await at(LATE_UTC);
    await setZone('Pacific/Kiritimati');
    await ok('invoice-automation', {
      action: 'save_reminder_settings',
      enabled: true,
      policy: [{ when: 'on', days: 0 }],
    });
    const draft = await draftInvoice('2026-03-11');
    await ok('invoice-management', { action: 'send_invoice', id: draft.id });
    const run = await ok('invoice-automation', { action: 'run_reminders' });
    expect(run).toMatchObject({ as_of: '2026-03-11', sent: 1 });
    const { reminders } = await ok('invoice-management', { action: 'get_invoice', id: draft.id });
    expect(reminders.map((r: { step: string }) => r.step)).toEqual(['on:0']);
  });

  it('run_schedules defaults to the agency day and counts a year ahead from it', async () => {
    await at(EARLY_UTC);
    await setZone('Pacific/Pago_Pago');
    expect((await ok('invoice-automation', { action: 'run_schedules' })).as_of).toBe('2026-03-10');

    await at(LATE_UTC);
    await setZone('Pacific/Kiritimati');
    expect((await ok('invoice-automation', { action: 'run_schedules' })).as_of).toBe('2026-03-11');
    // 366 days after the agency's 11 March; a day too far from the UTC 10 March.
    const ahead = await ok('invoice-automation', { action: 'run_schedules', as_of: '2027-03-12' });
    expect(ahead).toMatchObject({ as_of: '2027-03-12', generated: [] });
    const tooFar = await call('invoice-automation', {
      action: 'run_schedules',
      as_of: '2027-03-13',
    });
    expect(tooFar.body.fields).toEqual({ as_of: 'as_of can be at most a year from today' });
  });
});

describe("SQL's today is the agency's day too (agency_today(), migration 0032)", () => {
  it('turns an invoice overdue, and the dashboard counts it, by the day in the zone', async () => {
    vi.useRealTimers();
    const now = new Date();
    await signIn();
    // At any instant one of the two zones is on another day than UTC: Kiritimati a day ahead
    // from 10:00 UTC, Pago Pago a day behind until 11:00 UTC.
    const zone = now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const isAhead = zone === 'Pacific/Kiritimati';
    // Ahead: due today (UTC), already yesterday there. Behind: due yesterday (UTC), today there.
    const due = isAhead ? dayIn('UTC', now) : dayIn(zone, now);
    const draft = await draftInvoice(due);
    await ok('invoice-management', { action: 'send_invoice', id: draft.id });
    const state = async () => {
      const { invoice } = await ok('invoice-management', { action: 'get_invoice', id: draft.id });
      const overview = await ok('dashboard', { action: 'get_overview' });
      return [invoice.status, overview.overdueInvoices.count];
    };
    const [sqlToday] = await kit.db.query<{ day: string }>('SELECT agency_today() AS day');
    expect(sqlToday?.day).toBe(dayIn('UTC', now));
    expect(await state()).toEqual(isAhead ? ['sent', 0] : ['overdue', 1]);

    await setZone(zone);
    const [zoned] = await kit.db.query<{ day: string }>('SELECT agency_today() AS day');
    expect(zoned?.day).toBe(dayIn(zone, now));
    expect(await state()).toEqual(isAhead ? ['overdue', 1] : ['sent', 0]);
  });

  it('reads UTC for a zone the database does not know, instead of failing', async () => {
    await kit.db.query(
      `INSERT INTO app_settings (key, value) VALUES ('agency.time_zone', '"Mars/Olympus"')`,
    );
    const [row] = await kit.db.query<{ day: string }>('SELECT agency_today() AS day');
    expect(row?.day).toBe(dayIn('UTC'));
  });
});
