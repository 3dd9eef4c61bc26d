import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from '../client-portal/client-portal-test-data.ts';
import { seedInvoice, seedPayment } from '../client-portal/portal-records-test-data.ts';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'invoice_number_sequences', 'credit_note_number_sequences'],
});
const call = (action: string, body: Record<string, unknown> = {}) =>
  kit.call('invoice-management', { action, ...body });
const year = new Date().getUTCFullYear();

let a: PortalTestClient;
let b: PortalTestClient;
beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
});

async function credit(body: Record<string, unknown>) {
  const answer = await call('create_credit_note', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.credit_note;
}

const invoiceOf = async (id: string) => (await call('get_invoice', { id })).body;

describe('create_credit_note', () => {
  it('credits the whole invoice by default: numbered, e-mailed, the balance settled', async () => {
    const invoiceId = await seedInvoice(kit, a.id);
    const before = (await invoiceOf(invoiceId)).invoice;
    const note = await credit({ invoice_id: invoiceId, reason: 'Project cancelled' });
    expect(note).toMatchObject({
      number: `CN-${year}-0001`,
      invoice_id: invoiceId,
      invoice_number: before.number,
      client_id: a.id,
      reason: 'Project cancelled',
      subtotal_cents: before.subtotal_cents,
      tax_rate_bp: before.tax_rate_bp,
      total_cents: before.total_cents,
      clients: { name: a.name },
    });
    expect(note.items.map((item: { description: string }) => item.description)).toEqual(
      before.items.map((item: { description: string }) => item.description),
    );

    const after = await invoiceOf(invoiceId);
    // The invoice stays as issued; its balance is what the credit note left.
    expect(after.invoice).toMatchObject({
      number: before.number,
      total_cents: before.total_cents,
      credited_cents: before.total_cents,
      balance_cents: 0,
      status: 'credited',
    });
    expect(after.creditNotes.map((n: { id: string }) => n.id)).toEqual([note.id]);

    const [mail] = await kit.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM email_outbox WHERE template_key = 'credit_note_issued'",
    );
    expect(mail?.subject).toBe(
      `Credit note CN-${year}-0001 for invoice ${before.number}: ${money(before.total_cents)}`,
    );
    expect(mail?.body).toContain('Reason: Project cancelled');
    expect(mail?.body).toContain('Nothing is left to pay on the invoice.');

    // Nothing left to pay: no payment, no second credit, no cancelling.
    const payment = await kit.call('revenue-tracking', {
      action: 'record_payment',
      invoice_id: invoiceId,
      amount_cents: 100,
      payment_date: new Date().toISOString().slice(0, 10),
      payment_method: 'bank_transfer',
    });
    expect([payment.status, payment.body.error]).toEqual([
      409,
      'Nothing is left to pay on this invoice: a credit note settled it',
    ]);
    const again = await call('create_credit_note', { invoice_id: invoiceId, reason: 'Again' });
    expect([again.status, again.body.error]).toEqual([
      409,
      'Nothing is left to credit on this invoice',
    ]);
    const cancel = await call('cancel_invoice', { id: invoiceId });
    expect(cancel.status).toBe(409);

    // The revenue figures show what was credited this month and this year.
    const revenue = (cents: number) => cents / 100;
    const stats = (await kit.call('revenue-tracking', { action: 'get_revenue_stats' })).body;
    expect(stats.creditedYearToDate).toBe(revenue(before.total_cents));
    const { revenues } = (await kit.call('revenue-tracking', { action: 'get_monthly_revenue' }))
      .body;
    expect(revenues.at(-1).credited).toBe(revenue(before.total_cents));
  });

  it('credits some lines at the invoice tax rate, and the next payment settles the rest', async () => {
    const invoiceId = await seedInvoice(kit, a.id);
    const before = (await invoiceOf(invoiceId)).invoice;
    await seedPayment(kit, invoiceId, 100_000);
    const note = await credit({
      invoice_id: invoiceId,
      reason: 'One day less of design',
      items: [{ description: 'Design (one day)', quantity: 1, unit_price_cents: 50_000 }],
    });
    expect(note.number).toBe(`CN-${year}-0001`);
    expect(note.subtotal_cents).toBe(50_000);
    const left = before.total_cents - 100_000 - note.total_cents;
    const after = (await invoiceOf(invoiceId)).invoice;
    expect([after.credited_cents, after.balance_cents, after.status]).toEqual([
      note.total_cents,
      left,
      'sent',
    ]);
    await seedPayment(kit, invoiceId, left);
    expect((await invoiceOf(invoiceId)).invoice).toMatchObject({
      status: 'paid',
      balance_cents: 0,
    });

    // The client's balance and the project figures count the credit.
    const { client } = (await kit.call('client-management', { action: 'get_client', id: a.id }))
      .body;
    expect(client.invoiced_cents).toBe(before.total_cents - note.total_cents);
    expect(client.balance_cents).toBe(0);
  });

  it('refuses bad input with a field message and issues nothing', async () => {
    const invoiceId = await seedInvoice(kit, a.id);
    const draftId = await seedInvoice(kit, a.id, { send: false });
    const refused = async (body: Record<string, unknown>, status: number, expected: unknown) => {
      const answer = await call('create_credit_note', { reason: 'Correction', ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(status === 400 ? answer.body.fields : answer.body.error).toEqual(expected);
    };
    const { invoice } = await invoiceOf(invoiceId);
    await refused(
      {
        invoice_id: invoiceId,
        items: [
          { description: 'Too much', quantity: 1, unit_price_cents: invoice.total_cents + 1 },
        ],
      },
      400,
      {
        items: `The credit note (${((invoice.total_cents + 1) / 100).toFixed(2)} USD) is more than the balance due (${(invoice.total_cents / 100).toFixed(2)} USD)`,
      },
    );
    await refused(
      {
        invoice_id: invoiceId,
        items: [{ description: 'Minus', quantity: 1, unit_price_cents: -5 }],
      },
      400,
      { 'items.0.unit_price_cents': 'Unit price cannot be negative' },
    );
    await refused(
      { invoice_id: invoiceId, items: [{ description: 'Free', quantity: 1, unit_price_cents: 0 }] },
      400,
      { items: 'A credit note must credit more than 0' },
    );
    await refused({ invoice_id: invoiceId, reason: '   ' }, 400, { reason: 'Reason is required' });
    await refused({ invoice_id: randomUUID() }, 400, { invoice_id: 'No such invoice' });
    await refused(
      { invoice_id: draftId },
      409,
      'A draft invoice cannot be credited; edit or delete it instead',
    );
    expect(await kit.db.query('SELECT id FROM credit_notes')).toEqual([]);
    expect((await invoiceOf(invoiceId)).invoice.credited_cents).toBe(0);
  });

  it('numbers credit notes in their own sequence, apart from invoices', async () => {
    const first = await seedInvoice(kit, a.id);
    const second = await seedInvoice(kit, b.id);
    const notes = [
      await credit({ invoice_id: first, reason: 'A' }),
      await credit({ invoice_id: second, reason: 'B' }),
    ];
    expect(notes.map((n) => n.number)).toEqual([`CN-${year}-0001`, `CN-${year}-0002`]);
    const list = (await call('get_credit_notes', { client_id: b.id })).body;
    expect([list.total, list.credit_notes[0].number]).toEqual([1, `CN-${year}-0002`]);
    const one = (await call('get_credit_note', { id: notes[0].id })).body;
    expect(one.credit_note.reason).toBe('A');
    expect((await call('get_credit_note', { id: randomUUID() })).status).toBe(404);
  });
});

describe('the portal', () => {
  it("shows a client the credit notes of their own invoice, and nobody else's", async () => {
    const invoiceId = await seedInvoice(kit, a.id);
    const note = await credit({ invoice_id: invoiceId, reason: 'Discount agreed' });
    const mine = await portalCaller(kit, a)({ action: 'get_invoice', id: invoiceId });
    expect(mine.body.credit_notes.map((n: { number: string }) => n.number)).toEqual([note.number]);
    expect(mine.body.invoice).toMatchObject({ status: 'credited', balance_cents: 0 });
    const list = await portalCaller(kit, a)({ action: 'get_invoices' });
    expect(list.body.invoices[0]).toMatchObject({ credited_cents: note.total_cents });
    expectNotFound(await portalCaller(kit, b)({ action: 'get_invoice', id: invoiceId }));
  });
});

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
