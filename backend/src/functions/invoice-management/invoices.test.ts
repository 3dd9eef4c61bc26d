import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { dayFromToday, recordTables, seedClient, seedProject } from './seed-records.ts';

const kit = useFunctionKit({ truncate: recordTables });
const call = (action: string, body: Record<string, unknown> = {}) =>
  kit.call('invoice-management', { action, ...body });

const lines = [
  { description: 'Design', quantity: 10, unit_price_cents: 10_000 },
  { description: 'Build', quantity: 2.5, unit_price_cents: 3_333 },
];

beforeEach(async () => {
  await kit.db.query(
    `UPDATE app_settings SET value = CASE key
       WHEN 'invoice.number_pattern' THEN '"INV-{YYYY}-{SEQ:4}"'::jsonb
       WHEN 'invoice.payment_terms_days' THEN '30'::jsonb END
     WHERE key IN ('invoice.number_pattern', 'invoice.payment_terms_days')`,
  );
});

async function draft(body: Record<string, unknown> = {}) {
  const clientId = (body.client_id as string | undefined) ?? (await seedClient(kit.db));
  const { status, body: answer } = await call('create_invoice', {
    client_id: clientId,
    items: lines,
    ...body,
  });
  expect(status).toBe(200);
  return answer.invoice;
}

async function sent(body: Record<string, unknown> = {}) {
  const invoice = await draft(body);
  const { status, body: answer } = await call('send_invoice', { id: invoice.id });
  expect(status).toBe(200);
  return answer.invoice;
}

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

describe('send_invoice numbering', () => {
  const year = new Date().getUTCFullYear();

  it('numbers invoices 0001, 0002, 0003 and dates them today', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await sent()).number);
    expect(numbers).toEqual([`INV-${year}-0001`, `INV-${year}-0002`, `INV-${year}-0003`]);
    const [first] = (await call('get_invoices', { sort: 'number', order: 'asc' })).body.invoices;
    expect(first).toMatchObject({ status: 'sent', issue_date: dayFromToday(0) });
    expect(first.sent_at).toEqual(expect.any(String));
  });

  it('gives distinct, consecutive numbers to sends that run at the same time', async () => {
    const drafts = await Promise.all(Array.from({ length: 5 }, () => draft()));
    const answers = await Promise.all(drafts.map(({ id }) => call('send_invoice', { id })));
    const numbers = answers.map((answer) => answer.body.invoice.number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => `INV-${year}-000${n}`));
  });

  it('leaves no gap for a draft deleted in between: drafts have no number', async () => {
    const first = await sent();
    const dropped = await draft();
    const kept = await draft();
    await call('delete_invoice', { id: dropped.id });
    const second = (await call('send_invoice', { id: kept.id })).body.invoice;
    expect([first.number, second.number]).toEqual([`INV-${year}-0001`, `INV-${year}-0002`]);
  });

  it('follows the pattern setting and previews the next number', async () => {
    await sent();
    const { body } = await call('update_invoice_settings', { number_pattern: 'F{YY}/{SEQ:3}' });
    expect(body.settings).toEqual({
      number_pattern: 'F{YY}/{SEQ:3}',
      payment_terms_days: 30,
      currency: 'USD',
      next_number: 2,
    });
    expect((await sent()).number).toBe(`F${String(year % 100).padStart(2, '0')}/002`);
  });

  it('refuses to send twice, or to send an invoice without lines', async () => {
    const invoice = await sent();
    const again = await call('send_invoice', { id: invoice.id });
    expect([again.status, again.body.error]).toEqual([409, 'This invoice was already sent']);
    const empty = await draft({ items: undefined });
    const refused = await call('send_invoice', { id: empty.id });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Add at least one line before sending this invoice',
    ]);
  });

  it('uses no number when the send fails after taking it', async () => {
    const invoice = await draft();
    // A send that breaks after the sequence was taken: the whole transaction must roll back.
    await kit.db.exec(`
      CREATE FUNCTION refuse_send() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'send refused by the test'; END $$;
      CREATE TRIGGER refuse_send BEFORE UPDATE OF status ON invoices
        FOR EACH ROW WHEN (NEW.status = 'sent') EXECUTE FUNCTION refuse_send();`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await call('send_invoice', { id: invoice.id })).status).toBe(500);
    } finally {
      consoleError.mockRestore();
      await kit.db.exec('DROP TRIGGER refuse_send ON invoices; DROP FUNCTION refuse_send();');
    }
    expect((await call('get_invoice', { id: invoice.id })).body.invoice).toMatchObject({
      status: 'draft',
      number: null,
    });
    expect((await call('send_invoice', { id: invoice.id })).body.invoice.number).toBe(
      `INV-${year}-0001`,
    );
  });

  describe('on another day', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('restarts at 1 in a new year', async () => {
      const december = await draft();
      const january = await draft();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${year + 1}-12-31T12:00:00Z`));
      // A session signed now, so its token is valid at the faked time.
      const { token } = await kit.signIn({ role: 'admin' });
      const sendAs = (id: string) =>
        kit.call('invoice-management', { action: 'send_invoice', id }, 'admin', { token });
      expect((await sendAs(december.id)).body.invoice).toMatchObject({
        number: `INV-${year + 1}-0001`,
        issue_date: `${year + 1}-12-31`,
      });
      vi.setSystemTime(new Date(`${year + 2}-01-01T08:00:00Z`));
      const { token: later } = await kit.signIn({ role: 'admin' });
      const sentInJanuary = await kit.call(
        'invoice-management',
        { action: 'send_invoice', id: january.id },
        'admin',
        { token: later },
      );
      expect(sentInJanuary.body.invoice.number).toBe(`INV-${year + 2}-0001`);
    });
  });
});

describe('cancel_invoice', () => {
  it('cancels a sent invoice without payments; it keeps its number and owes nothing', async () => {
    const invoice = await sent();
    const { status, body } = await call('cancel_invoice', { id: invoice.id });
    expect(status).toBe(200);
    expect(body.invoice).toMatchObject({
      status: 'cancelled',
      number: invoice.number,
      balance_cents: 0,
    });
    expect(body.invoice.cancelled_at).toEqual(expect.any(String));
    const again = await call('cancel_invoice', { id: invoice.id });
    expect([again.status, again.body.error]).toEqual([409, 'This invoice is already cancelled']);
    const remove = await call('delete_invoice', { id: invoice.id });
    expect(remove.status).toBe(409);
  });

  it('refuses a draft and an invoice with payments', async () => {
    const invoice = await draft();
    const refused = await call('cancel_invoice', { id: invoice.id });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'A draft cannot be cancelled; delete it instead',
    ]);
    const issued = await sent();
    await kit.call('revenue-tracking', {
      action: 'record_payment',
      invoice_id: issued.id,
      amount_cents: 100,
      payment_date: dayFromToday(0),
      payment_method: 'card',
    });
    const paidSome = await call('cancel_invoice', { id: issued.id });
    expect([paidSome.status, paidSome.body.error]).toEqual([
      409,
      'This invoice has payments; delete them before cancelling it',
    ]);
  });
});

describe('get_invoices', () => {
  it('never calls an invoice with nothing left to pay overdue', async () => {
    const free = await sent({
      items: [{ description: 'Goodwill fix', quantity: 1, unit_price_cents: 0 }],
      due_date: dayFromToday(-5),
    });
    expect(free).toMatchObject({ status: 'sent', total_cents: 0, balance_cents: 0 });
    const overdue = await call('get_invoices', { status: 'overdue' });
    expect(overdue.body.total).toBe(0);
  });

  it('derives overdue in SQL and filters, searches and pages by it', async () => {
    const acme = await seedClient(kit.db, { name: 'Acme', company: 'Acme Corp' });
    const late = await sent({ client_id: acme, due_date: dayFromToday(-1) });
    const onTime = await sent({ due_date: dayFromToday(0) });
    const open = await draft({ due_date: dayFromToday(-3) });
    expect(late.status).toBe('overdue');
    expect(onTime.status).toBe('sent');
    expect(open.status).toBe('draft');

    const overdue = await call('get_invoices', { status: 'overdue' });
    expect(overdue.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(overdue.body.invoices.map((i: { id: string }) => i.id)).toEqual([late.id]);
    const open2 = await call('get_invoices', { status: ['sent', 'draft'], sort: 'due_date' });
    expect(open2.body.invoices.map((i: { id: string }) => i.id)).toEqual([onTime.id, open.id]);
    const search = await call('get_invoices', { search: 'acme' });
    expect(search.body.invoices.map((i: { id: string }) => i.id)).toEqual([late.id]);
    const byNumber = await call('get_invoices', { search: late.number });
    expect(byNumber.body.total).toBe(1);
    const byClient = await call('get_invoices', { client_id: acme });
    expect(byClient.body.total).toBe(1);
    const paged = await call('get_invoices', { pageSize: 2, page: 2 });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.invoices).toHaveLength(1);
  });

  it('refuses unknown filters with field messages', async () => {
    const { status, body } = await call('get_invoices', {
      status: 'late',
      sort: 'client',
      pageSize: 101,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      status:
        'Status must be one of: draft, sent, paid, overdue, credited, cancelled, or a list of them',
      sort: 'sort must be one of: created_at, due_date, total_cents, number',
      pageSize: 'pageSize is at most 100',
    });
  });
});

describe('invoice settings', () => {
  it('answers the stored settings', async () => {
    const { status, body } = await call('get_invoice_settings');
    expect(status).toBe(200);
    expect(body.settings).toEqual({
      number_pattern: 'INV-{YYYY}-{SEQ:4}',
      payment_terms_days: 30,
      currency: 'USD',
      next_number: 1,
    });
  });

  it.each([
    [{ number_pattern: 'INV-{SEQ}' }, 'number_pattern'],
    [{ number_pattern: '{YYYY}-{SEQ}-{SEQ}' }, 'number_pattern'],
    [{ number_pattern: '{YYYY}-{SEQ}-{MM}' }, 'number_pattern'],
    [{ payment_terms_days: 366 }, 'payment_terms_days'],
    [{ payment_terms_days: -1 }, 'payment_terms_days'],
    [{ payment_terms_days: 1.5 }, 'payment_terms_days'],
  ])('refuses %j and keeps the settings', async (change, field) => {
    const { status, body } = await call('update_invoice_settings', change);
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual([field]);
    expect((await call('get_invoice_settings')).body.settings).toMatchObject({
      number_pattern: 'INV-{YYYY}-{SEQ:4}',
      payment_terms_days: 30,
    });
  });
});
