import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  dayFromToday,
  recordTables,
  seedClient,
  seedProject,
} from '../invoice-management/seed-records.ts';

const kit = useFunctionKit({ truncate: recordTables });
const call = (action: string, body: Record<string, unknown> = {}) =>
  kit.call('revenue-tracking', { action, ...body });

const today = dayFromToday(0);

/** A sent invoice of 1,000.00 for a seeded client and project. */
async function sentInvoice(totalCents = 100_000) {
  const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
  const projectId = await seedProject(kit.db, clientId);
  const created = await kit.call('invoice-management', {
    action: 'create_invoice',
    client_id: clientId,
    project_id: projectId,
    items: [{ description: 'Work', quantity: 1, unit_price_cents: totalCents }],
  });
  const sent = await kit.call('invoice-management', {
    action: 'send_invoice',
    id: created.body.invoice.id,
  });
  return { clientId, projectId, invoice: sent.body.invoice };
}

const pay = (body: Record<string, unknown>) =>
  call('record_payment', { payment_date: today, payment_method: 'bank_transfer', ...body });

describe('who may call revenue-tracking', () => {
  const actions: Record<string, Record<string, unknown>> = {
    get_revenue_stats: {},
    get_monthly_revenue: {},
    get_payments: {},
    record_payment: { amount_cents: 100, payment_date: today, payment_method: 'cash' },
    delete_payment: { id: randomUUID() },
  };

  it.each(Object.keys(actions))('%s: 401 for a visitor, 403 for a client', async (action) => {
    const payload = { action, ...actions[action] };
    const anonymous = await kit.call('revenue-tracking', payload, 'anonymous');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const client = await kit.call('revenue-tracking', payload, 'client');
    expect([client.status, client.body.code]).toEqual([403, 'FORBIDDEN']);
    const admin = await kit.call('revenue-tracking', payload, 'super_admin');
    expect([200, 404]).toContain(admin.status);
  });
});

describe('record_payment', () => {
  it('answers the revenue entry and the invoice: partial, then full payment', async () => {
    const { clientId, projectId, invoice } = await sentInvoice();
    const first = await pay({
      invoice_id: invoice.id,
      amount_cents: 40_050,
      description: 'Deposit',
    });
    expect(first.status).toBe(200);
    expect(first.body.payment).toEqual({
      id: expect.any(String),
      amount: 400.5,
      amount_cents: 40_050,
      currency: 'USD',
      payment_date: today,
      payment_method: 'bank_transfer',
      description: 'Deposit',
      invoice_id: invoice.id,
      invoice_number: invoice.number,
      project_id: projectId,
      client_id: clientId,
      created_at: expect.any(String),
      projects: { name: 'Shop redesign' },
      clients: { name: 'Jane Doe', company: 'Studio' },
    });
    expect(first.body.invoice).toMatchObject({
      status: 'sent',
      amount_paid_cents: 40_050,
      balance_cents: 59_950,
      paid_at: null,
    });

    const rest = await pay({ invoice_id: invoice.id, amount_cents: 59_950 });
    expect(rest.body.invoice).toMatchObject({
      status: 'paid',
      amount_paid_cents: 100_000,
      balance_cents: 0,
    });
    expect(rest.body.invoice.paid_at).toEqual(expect.any(String));
  });

  it('e-mails the client a receipt of a payment against an invoice, none for one without', async () => {
    const { invoice } = await sentInvoice(100_000);
    const [client] = await kit.db.query<{ email: string }>(
      'SELECT email FROM clients WHERE id = $1',
      [invoice.client_id],
    );
    // Each seeded client has an address of its own: its receipts only.
    const receipts = () =>
      kit.db.query<{ to_email: string; subject: string; body: string }>(
        `SELECT to_email, subject, body FROM email_outbox
         WHERE template_key = 'payment_receipt' AND to_email = $1 ORDER BY created_at, id`,
        [client?.email],
      );
    await pay({ invoice_id: invoice.id, amount_cents: 40_050, payment_date: '2026-11-02' });
    const [partial] = await receipts();
    expect(partial).toMatchObject({
      to_email: client?.email,
      subject: `Receipt for invoice ${invoice.number}: $400.50`,
    });
    expect(partial?.body).toContain(
      `We received your payment of $400.50 by bank transfer for invoice ${invoice.number} on November 2, 2026.`,
    );
    expect(partial?.body).toContain('Still due on this invoice: $599.50.');

    await pay({ invoice_id: invoice.id, amount_cents: 59_950, payment_method: 'other' });
    const [, full] = await receipts();
    expect(full?.body).toContain(
      `We received your payment of $599.50 for invoice ${invoice.number}`,
    );
    expect(full?.body).toContain('This invoice is now paid in full.');

    const before = await kit.db.query(
      "SELECT id FROM email_outbox WHERE template_key = 'payment_receipt'",
    );
    await pay({ amount_cents: 2_500, payment_method: 'cash' });
    const after = await kit.db.query(
      "SELECT id FROM email_outbox WHERE template_key = 'payment_receipt'",
    );
    expect(after).toHaveLength(before.length);
  });

  it('takes client and project from the invoice, whatever the caller sent', async () => {
    const { clientId, projectId, invoice } = await sentInvoice();
    const other = await seedClient(kit.db);
    const { body } = await pay({ invoice_id: invoice.id, amount_cents: 100, client_id: other });
    expect(body.payment).toMatchObject({ client_id: clientId, project_id: projectId });
  });

  it('records a payment without an invoice, with or without a client', async () => {
    const alone = await pay({ amount_cents: 2_500, payment_method: 'cash' });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({
      invoice: null,
      payment: {
        amount: 25,
        invoice_id: null,
        invoice_number: null,
        projects: null,
        clients: null,
      },
    });
    const clientId = await seedClient(kit.db, { name: 'Retainer Ltd', company: null });
    const projectId = await seedProject(kit.db, clientId, 'Support');
    const byProject = await pay({ amount_cents: 1_000, project_id: projectId });
    expect(byProject.body.payment).toMatchObject({
      client_id: clientId,
      projects: { name: 'Support' },
      clients: { name: 'Retainer Ltd', company: null },
    });
    const otherClient = await seedClient(kit.db);
    const mismatch = await pay({
      amount_cents: 1_000,
      client_id: otherClient,
      project_id: projectId,
    });
    expect(mismatch.body.fields).toEqual({ project_id: 'This project belongs to another client' });
  });

  it.each([
    ['amount_cents', 'Amount must be more than 0', { amount_cents: 0 }],
    ['amount_cents', 'Amount must be a whole number of cents', { amount_cents: 10.5 }],
    ['payment_date', 'Payment date cannot be in the future', { payment_date: dayFromToday(1) }],
    ['payment_date', 'Payment date must be a date (YYYY-MM-DD)', { payment_date: 'yesterday' }],
    [
      'payment_method',
      'Payment method must be one of: bank_transfer, card, cash, check, paypal, stripe, other',
      { payment_method: 'bitcoin' },
    ],
    [
      'description',
      'Description must be at most 1000 characters',
      { description: 'x'.repeat(1001) },
    ],
    ['invoice_id', 'No such invoice', { invoice_id: randomUUID() }],
    ['client_id', 'No such client', { client_id: randomUUID() }],
    ['project_id', 'No such project', { project_id: randomUUID() }],
  ])('refuses bad input with fields.%s: %s', async (field, message, change) => {
    const { status, body } = await pay({ amount_cents: 100, ...change });
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(message);
    expect(await kit.db.query('SELECT id FROM payments')).toEqual([]);
  });

  it('refuses more than the balance due', async () => {
    const { invoice } = await sentInvoice(100_000);
    await pay({ invoice_id: invoice.id, amount_cents: 60_000 });
    const { status, body } = await pay({ invoice_id: invoice.id, amount_cents: 40_001 });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ amount_cents: 'More than the balance due (400.00 USD)' });
  });

  it('answers 409 for a draft, a paid and a cancelled invoice', async () => {
    const clientId = await seedClient(kit.db);
    const created = await kit.call('invoice-management', {
      action: 'create_invoice',
      client_id: clientId,
      items: [{ description: 'Work', quantity: 1, unit_price_cents: 500 }],
    });
    const draft = await pay({ invoice_id: created.body.invoice.id, amount_cents: 100 });
    expect([draft.status, draft.body.error]).toEqual([
      409,
      'A draft invoice cannot be paid; send it first',
    ]);

    const { invoice: paid } = await sentInvoice(500);
    await pay({ invoice_id: paid.id, amount_cents: 500 });
    const again = await pay({ invoice_id: paid.id, amount_cents: 1 });
    expect([again.status, again.body.error]).toEqual([409, 'This invoice is already paid']);

    const { invoice: cancelled } = await sentInvoice(500);
    await kit.call('invoice-management', { action: 'cancel_invoice', id: cancelled.id });
    const refused = await pay({ invoice_id: cancelled.id, amount_cents: 100 });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'A cancelled invoice cannot be paid',
    ]);
  });

  it('applies no half payment: a failure after the insert leaves payment and invoice as they were', async () => {
    const { invoice } = await sentInvoice();
    // The invoice update that follows the insert fails: the insert must roll back with it.
    await kit.db.exec(`
      CREATE FUNCTION refuse_paid_amount() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'invoice update refused by the test'; END $$;
      CREATE TRIGGER refuse_paid_amount BEFORE UPDATE OF amount_paid_cents ON invoices
        FOR EACH ROW EXECUTE FUNCTION refuse_paid_amount();`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { status } = await pay({ invoice_id: invoice.id, amount_cents: 30_000 });
      expect(status).toBe(500);
    } finally {
      consoleError.mockRestore();
      await kit.db.exec(
        'DROP TRIGGER refuse_paid_amount ON invoices; DROP FUNCTION refuse_paid_amount();',
      );
    }
    expect(await kit.db.query('SELECT id FROM payments')).toEqual([]);
    expect(
      await kit.db.query(
        `SELECT o.id FROM email_outbox o JOIN clients c ON c.email = o.to_email
         WHERE o.template_key = 'payment_receipt' AND c.id = $1`,
        [invoice.client_id],
      ),
    ).toEqual([]);
    const after = await kit.call('invoice-management', { action: 'get_invoice', id: invoice.id });
    expect(after.body.invoice).toMatchObject({
      status: 'sent',
      amount_paid_cents: 0,
      balance_cents: 100_000,
      updated_at: invoice.updated_at,
    });
    expect(after.body.payments).toEqual([]);
  });
});

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
