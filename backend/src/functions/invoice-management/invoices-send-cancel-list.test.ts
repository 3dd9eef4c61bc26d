import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInvoiceKit } from './invoices-test-data.ts';
import { dayFromToday, seedClient } from './seed-records.ts';

const { kit, call, draft, sent } = useInvoiceKit();

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
