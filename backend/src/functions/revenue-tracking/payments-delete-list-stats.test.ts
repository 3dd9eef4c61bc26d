import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { dayFromToday, recordTables } from '../invoice-management/seed-records.ts';
import { paymentCalls, today } from './payments-test-data.ts';

const kit = useFunctionKit({ truncate: recordTables });
const { call, sentInvoice, pay } = paymentCalls(kit);

describe('delete_payment', () => {
  it('takes the payment off its invoice and re-opens a paid invoice', async () => {
    const { invoice } = await sentInvoice(10_000);
    const first = await pay({ invoice_id: invoice.id, amount_cents: 4_000 });
    await pay({ invoice_id: invoice.id, amount_cents: 6_000 });
    const { status, body } = await call('delete_payment', { id: first.body.payment.id });
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      status: 'sent',
      amount_paid_cents: 6_000,
      balance_cents: 4_000,
      paid_at: null,
    });
    const gone = await call('delete_payment', { id: first.body.payment.id });
    expect([gone.status, gone.body.error]).toEqual([404, 'Payment not found']);
    const bad = await call('delete_payment', { id: 'nope' });
    expect(bad.status).toBe(404);
  });

  it('answers a null invoice for a payment without one', async () => {
    const { body } = await pay({ amount_cents: 700 });
    const deleted = await call('delete_payment', { id: body.payment.id });
    expect(deleted.body).toEqual({ success: true, invoice: null });
  });
});

describe('get_payments', () => {
  it('filters by invoice, method and dates, and searches descriptions, numbers and names', async () => {
    const { invoice, clientId } = await sentInvoice();
    const deposit = await pay({
      invoice_id: invoice.id,
      amount_cents: 500,
      description: 'Deposit',
      payment_date: dayFromToday(-10),
    });
    const card = await pay({ amount_cents: 300, payment_method: 'card', description: 'Tip' });
    const ids = (answer: { body: { payments: { id: string }[] } }) =>
      answer.body.payments.map((p) => p.id);

    expect(ids(await call('get_payments'))).toEqual([
      card.body.payment.id,
      deposit.body.payment.id,
    ]);
    expect(ids(await call('get_payments', { invoice_id: invoice.id }))).toEqual([
      deposit.body.payment.id,
    ]);
    expect(ids(await call('get_payments', { client_id: clientId }))).toEqual([
      deposit.body.payment.id,
    ]);
    expect(ids(await call('get_payments', { payment_method: 'card' }))).toEqual([
      card.body.payment.id,
    ]);
    expect(ids(await call('get_payments', { date_to: dayFromToday(-1) }))).toEqual([
      deposit.body.payment.id,
    ]);
    expect(ids(await call('get_payments', { date_from: dayFromToday(-1) }))).toEqual([
      card.body.payment.id,
    ]);
    for (const search of ['depo', invoice.number, 'jane', 'shop red']) {
      expect(ids(await call('get_payments', { search }))).toEqual([deposit.body.payment.id]);
    }
    const byAmount = await call('get_payments', {
      sort: 'amount_cents',
      order: 'asc',
      pageSize: 1,
    });
    expect(byAmount.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(ids(byAmount)).toEqual([card.body.payment.id]);
  });
});

describe('revenue statistics', () => {
  /** The first day of the month `offset` months from this one (UTC). */
  const monthStart = (offset: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
      .toISOString()
      .slice(0, 10);
  };

  async function paidOn(date: string, cents: number) {
    await kit.db.query(
      `INSERT INTO payments (amount_cents, payment_date, payment_method) VALUES ($1, $2, 'cash')`,
      [cents, date],
    );
  }

  it('sums this month, last month and the year in currency units', async () => {
    await paidOn(monthStart(0), 150_000);
    await paidOn(today, 50_050);
    await paidOn(monthStart(-1), 80_000);
    await paidOn(monthStart(-13), 999_999);
    const { status, body } = await call('get_revenue_stats');
    expect(status).toBe(200);
    const lastMonthThisYear = new Date().getUTCMonth() > 0;
    expect(body).toEqual({
      success: true,
      currentMonth: 2000.5,
      lastMonth: 800,
      yearToDate: lastMonthThisYear ? 2800.5 : 2000.5,
      // (2000.50 − 800) / 800 = 150.0625 % → 150.1
      monthOverMonthChange: 150.1,
      totalTransactions: lastMonthThisYear ? 3 : 2,
      // Credit notes are counted apart (invoice-management/credit-notes.test.ts).
      creditedYearToDate: 0,
      currency: 'USD',
    });
  });

  it('answers a null change when last month had no payments, and a fall as negative', async () => {
    await paidOn(today, 1_000);
    expect((await call('get_revenue_stats')).body.monthOverMonthChange).toBeNull();
    await paidOn(monthStart(-1), 3_000);
    // (10 − 30) / 30 = −66.666… % → −66.7
    expect((await call('get_revenue_stats')).body.monthOverMonthChange).toBe(-66.7);
  });

  it('lists the last 12 months oldest first, months without payments at 0', async () => {
    await paidOn(today, 12_345);
    await paidOn(monthStart(0), 100);
    await paidOn(monthStart(-3), 50_000);
    await paidOn(monthStart(-11), 700);
    await paidOn(monthStart(-12), 9_999_999);
    const { body } = await call('get_monthly_revenue');
    expect(body.revenues).toHaveLength(12);
    const expected = Array.from({ length: 12 }, (_, index) => {
      const offset = index - 11;
      const byOffset: Record<number, [number, number]> = {
        0: [124.45, 2],
        [-3]: [500, 1],
        [-11]: [7, 1],
      };
      const [revenue, transactions] = byOffset[offset] ?? [0, 0];
      return { month: monthStart(offset).slice(0, 7), revenue, transactions, credited: 0 };
    });
    expect(body.revenues).toEqual(expected);
  });
});
