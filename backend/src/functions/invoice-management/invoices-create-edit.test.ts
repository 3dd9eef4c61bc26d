import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lines, useInvoiceKit } from './invoices-test-data.ts';
import { dayFromToday, seedClient, seedProject } from './seed-records.ts';

const { kit, call, draft, sent } = useInvoiceKit();

describe('who may call invoice-management', () => {
  const actions: Record<string, Record<string, unknown>> = {
    get_invoices: {},
    get_invoice: { id: randomUUID() },
    create_invoice: { client_id: randomUUID() },
    update_invoice: { id: randomUUID() },
    delete_invoice: { id: randomUUID() },
    send_invoice: { id: randomUUID() },
    cancel_invoice: { id: randomUUID() },
    get_invoice_settings: {},
    update_invoice_settings: {},
    create_credit_note: { invoice_id: randomUUID(), reason: 'x' },
    get_credit_notes: {},
    get_credit_note: { id: randomUUID() },
  };

  it.each(Object.keys(actions))('%s: 401 for a visitor, 403 for a client', async (action) => {
    const payload = { action, ...actions[action] };
    const anonymous = await kit.call('invoice-management', payload, 'anonymous');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const client = await kit.call('invoice-management', payload, 'client');
    expect([client.status, client.body.code]).toEqual([403, 'FORBIDDEN']);
    const admin = await kit.call('invoice-management', payload, 'super_admin');
    expect([200, 400, 404]).toContain(admin.status);
  });
});

describe('create_invoice', () => {
  it('stores a draft without a number, its totals computed by the server', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const projectId = await seedProject(kit.db, clientId);
    const { status, body } = await call('create_invoice', {
      client_id: clientId,
      project_id: projectId,
      items: lines,
      discount_cents: 8_333,
      tax_rate_bp: 2000,
      total_cents: 1,
      subtotal_cents: 1,
      notes: '  Thanks!  ',
    });
    expect(status).toBe(200);
    // 2.5 × 33.33 = 83.325 → 83.33 (half away from zero); 1000 + 83.33 = 1083.33
    expect(body.invoice).toMatchObject({
      number: null,
      status: 'draft',
      client_id: clientId,
      project_id: projectId,
      currency: 'USD',
      subtotal_cents: 108_333,
      discount_cents: 8_333,
      tax_rate_bp: 2000,
      tax_cents: 20_000,
      total_cents: 120_000,
      amount_paid_cents: 0,
      balance_cents: 120_000,
      issue_date: null,
      due_date: dayFromToday(30),
      notes: 'Thanks!',
      clients: {
        name: 'Jane Doe',
        company: 'Studio',
        email: expect.any(String),
        address: '1 Main Street',
        tax_id: 'TAX-1',
      },
      projects: { name: 'Shop redesign' },
    });
    expect(body.invoice.items).toEqual([
      {
        id: expect.any(String),
        position: 1,
        description: 'Design',
        quantity: 10,
        unit_price_cents: 10_000,
        amount_cents: 100_000,
      },
      {
        id: expect.any(String),
        position: 2,
        description: 'Build',
        quantity: 2.5,
        unit_price_cents: 3_333,
        amount_cents: 8_333,
      },
    ]);
  });

  it('takes the due date from the payment terms setting', async () => {
    await call('update_invoice_settings', { payment_terms_days: 7 });
    const invoice = await draft({ items: undefined });
    expect(invoice).toMatchObject({ due_date: dayFromToday(7), items: [], total_cents: 0 });
  });

  it.each([
    ['client_id', 'Client is required', { client_id: undefined }],
    ['client_id', 'No such client', { client_id: 'nope' }],
    ['items', 'Add at least one line', { items: [] }],
    [
      'items.0.description',
      'Description is required',
      { items: [{ ...lines[0], description: ' ' }] },
    ],
    [
      'items.0.description',
      'Description must be at most 500 characters',
      { items: [{ ...lines[0], description: 'x'.repeat(501) }] },
    ],
    ['items.0.quantity', 'Quantity must be more than 0', { items: [{ ...lines[0], quantity: 0 }] }],
    [
      'items.0.quantity',
      'Quantity has at most two decimals',
      { items: [{ ...lines[0], quantity: 1.005 }] },
    ],
    [
      'items.0.quantity',
      'Quantity is at most 10000',
      { items: [{ ...lines[0], quantity: 10_001 }] },
    ],
    [
      'items.1.unit_price_cents',
      'Unit price must be a whole number of cents',
      { items: [lines[0], { ...lines[1], unit_price_cents: 1.5 }] },
    ],
    [
      'items.0.unit_price_cents',
      'Unit price cannot be negative',
      { items: [{ ...lines[0], unit_price_cents: -1 }] },
    ],
    ['items', 'At most 100 lines', { items: Array.from({ length: 101 }, () => lines[0]) }],
    ['discount_cents', 'Discount cannot be negative', { discount_cents: -5 }],
    [
      'discount_cents',
      'The discount cannot be more than the subtotal',
      { discount_cents: 108_334 },
    ],
    ['tax_rate_bp', 'Tax rate is at most 10000 basis points (100 %)', { tax_rate_bp: 10_001 }],
    ['due_date', 'Due date must be a date (YYYY-MM-DD)', { due_date: '2026-02-30' }],
    ['notes', 'Notes must be at most 5000 characters', { notes: 'x'.repeat(5001) }],
  ])('refuses bad input with fields.%s: %s', async (field, message, change) => {
    const clientId = await seedClient(kit.db);
    const { status, body } = await call('create_invoice', {
      client_id: clientId,
      items: lines,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBe(message);
    expect(await kit.db.query('SELECT id FROM invoices')).toEqual([]);
  });

  it("refuses a project that is not the client's, or that does not exist", async () => {
    const clientId = await seedClient(kit.db);
    const otherProject = await seedProject(kit.db, await seedClient(kit.db));
    const other = await call('create_invoice', { client_id: clientId, project_id: otherProject });
    expect(other.body.fields).toEqual({ project_id: 'This project belongs to another client' });
    const missing = await call('create_invoice', {
      client_id: clientId,
      project_id: randomUUID(),
    });
    expect(missing.body.fields).toEqual({ project_id: 'No such project' });
  });
});

describe('update_invoice and delete_invoice', () => {
  it('changes the fields sent, keeps the others and computes the totals again', async () => {
    const invoice = await draft({ notes: 'Keep me', tax_rate_bp: 1000 });
    const { status, body } = await call('update_invoice', {
      id: invoice.id,
      discount_cents: 8_333,
      due_date: '2030-01-31',
    });
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      notes: 'Keep me',
      due_date: '2030-01-31',
      subtotal_cents: 108_333,
      discount_cents: 8_333,
      tax_cents: 10_000,
      total_cents: 110_000,
      items: invoice.items,
    });
    const relined = await call('update_invoice', {
      id: invoice.id,
      items: [{ description: 'Only', quantity: 1, unit_price_cents: 9_000 }],
      discount_cents: 0,
      notes: null,
    });
    expect(relined.body.invoice).toMatchObject({ subtotal_cents: 9_000, total_cents: 9_900 });
    expect(relined.body.invoice.notes).toBeNull();
    expect(relined.body.invoice.items).toHaveLength(1);
  });

  it('refuses a discount above the stored subtotal', async () => {
    const invoice = await draft();
    const { status, body } = await call('update_invoice', {
      id: invoice.id,
      discount_cents: 200_000,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      discount_cents: 'The discount cannot be more than the subtotal',
    });
  });

  it('answers 409 for a sent invoice, 404 for an unknown one', async () => {
    const invoice = await sent();
    const edit = await call('update_invoice', { id: invoice.id, notes: 'Late change' });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({
      success: false,
      error: 'A sent invoice cannot be edited; cancel it and issue a new one',
      code: 'CONFLICT',
      reason: 'invoice_not_editable',
      params: { status: 'sent' },
    });
    const remove = await call('delete_invoice', { id: invoice.id });
    expect(remove.status).toBe(409);
    expect(remove.body.error).toBe('A sent invoice cannot be deleted; cancel it instead');
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const action of ['get_invoice', 'update_invoice', 'delete_invoice', 'send_invoice']) {
        const { status, body } = await call(action, { id });
        expect([status, body.error]).toEqual([404, 'Invoice not found']);
      }
    }
  });

  it('deletes a draft and its lines', async () => {
    const invoice = await draft();
    expect((await call('delete_invoice', { id: invoice.id })).status).toBe(200);
    expect(await kit.db.query('SELECT id FROM invoice_items')).toEqual([]);
    expect((await call('get_invoice', { id: invoice.id })).status).toBe(404);
  });
});
