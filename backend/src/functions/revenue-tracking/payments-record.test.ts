import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  dayFromToday,
  recordTables,
  seedClient,
  seedProject,
} from '../invoice-management/seed-records.ts';
import { paymentCalls, today } from './payments-test-data.ts';

const kit = useFunctionKit({ truncate: recordTables });
const { sentInvoice, pay } = paymentCalls(kit);

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
