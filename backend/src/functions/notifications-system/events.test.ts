import { leadGrade } from '@atelier/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  dayFromToday,
  recordTables,
  seedClient,
  seedLead,
} from '../invoice-management/seed-records.ts';
import { notifyNewLead } from './events.ts';
import { raiseOverdueNotifications } from './overdue-sweep.ts';

const kit = useFunctionKit({
  truncate: [
    'notifications',
    'invoice_overdue_notices',
    'lead_status_history',
    'rate_limit_counters',
    ...recordTables,
  ],
});

interface Raised {
  user_id: string;
  type: string;
  message: string;
  action_url: string | null;
  message_key: string | null;
  params: Record<string, unknown> | null;
}

const adminIds = async (): Promise<string[]> =>
  (
    await kit.db.query<{ id: string }>(
      `SELECT id FROM users WHERE role IN ('admin', 'super_admin') ORDER BY id`,
    )
  ).map((row) => row.id);

const raised = (title: string): Promise<Raised[]> =>
  kit.db.query<Raised>(
    `SELECT user_id, type, message, action_url, message_key, params FROM notifications
     WHERE title = $1
     ORDER BY user_id`,
    [title],
  );

/** The notification went to every admin and super_admin, and to nobody else. */
async function expectForEachAdmin(
  title: string,
  content: {
    type: string;
    message: string;
    actionUrl: string;
    key: string;
    params: Record<string, unknown>;
  },
): Promise<void> {
  const rows = await raised(title);
  expect(rows.map((row) => row.user_id)).toEqual(await adminIds());
  for (const row of rows) {
    expect(row).toMatchObject({
      type: content.type,
      message: content.message,
      action_url: content.actionUrl,
      message_key: content.key,
      params: content.params,
    });
  }
}

const countAll = async (): Promise<number> =>
  (await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM notifications'))[0]?.n ?? -1;

const lines = [{ description: 'Work', quantity: 1, unit_price_cents: 123_450 }];

async function sentProposal(clientId: string) {
  const created = await kit.call('proposal-management', {
    action: 'create_proposal',
    title: 'Shop redesign',
    client_id: clientId,
    items: lines,
    valid_until: dayFromToday(30),
  });
  await kit.call('proposal-management', { action: 'send_proposal', id: created.body.proposal.id });
  return created.body.proposal.id as string;
}

async function sentInvoice(clientId: string, totalCents = 123_450) {
  const created = await kit.call('invoice-management', {
    action: 'create_invoice',
    client_id: clientId,
    items: [{ description: 'Work', quantity: 1, unit_price_cents: totalCents }],
  });
  const sent = await kit.call('invoice-management', {
    action: 'send_invoice',
    id: created.body.invoice.id,
  });
  expect(sent.status).toBe(200);
  return sent.body.invoice as { id: string; number: string; due_date: string };
}

const pay = (invoiceId: string | null, amountCents: number, extra: Record<string, unknown> = {}) =>
  kit.call('revenue-tracking', {
    action: 'record_payment',
    invoice_id: invoiceId,
    amount_cents: amountCents,
    payment_date: dayFromToday(0),
    payment_method: 'bank_transfer',
    ...extra,
  });

/** A client whose portal account is a signed-in client user. */
async function clientWithAccount() {
  const account = await kit.signIn({ role: 'client' });
  const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
  await kit.db.query('UPDATE clients SET user_id = $2 WHERE id = $1', [clientId, account.userId]);
  return { clientId, ...account };
}

/** Makes every commit that changed `table` fail at its very end, after the notifications. */
async function failCommitsOn(table: string, run: () => Promise<void>): Promise<void> {
  await kit.db.exec(`
    CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'commit refused by the test'; END $$;
    CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT OR UPDATE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit();`);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
  } finally {
    consoleError.mockRestore();
    await kit.db.exec(`DROP TRIGGER refuse_commit ON ${table}; DROP FUNCTION refuse_commit();`);
  }
}

describe('a new lead', () => {
  it('from a visitor: every admin hears of it with its grade, source and company', async () => {
    const { status } = await kit.call(
      'lead-management',
      {
        action: 'create_lead',
        name: 'Jane Doe',
        email: 'jane@studio.com',
        company: 'Studio',
        source: 'estimator',
      },
      'anonymous',
    );
    expect(status).toBe(200);
    const [lead] = await kit.db.query<{ id: string; score: number }>('SELECT id, score FROM leads');
    if (!lead) throw new Error('no lead stored');
    const grade = leadGrade(lead.score);
    await expectForEachAdmin('New lead: Jane Doe', {
      type: grade === 'A' ? 'success' : 'info',
      message: `Grade ${grade} · estimator · Studio`,
      actionUrl: `/admin/leads?lead=${lead.id}`,
      key: 'lead_new',
      params: {
        name: 'Jane Doe',
        grade,
        source: { term: 'lead_source.estimator' },
        company: 'Studio',
      },
    });
  });

  it('raises nothing for a repeat merged into the first lead, nor for a bot', async () => {
    const form = { action: 'create_lead', name: 'Jane Doe', email: 'jane@studio.com' };
    await kit.call('lead-management', form, 'anonymous');
    await kit.call('lead-management', { ...form, notes: 'Again' }, 'anonymous');
    expect((await raised('New lead: Jane Doe')).length).toBe((await adminIds()).length);

    await kit.call(
      'lead-management',
      { ...form, name: 'Bot', email: 'bot@spam.example', website: 'http://spam' },
      'anonymous',
    );
    expect(await raised('New lead: Bot')).toEqual([]);
  });

  it('typed in by an admin: the message leaves out a missing company', async () => {
    const { body } = await kit.call('lead-management', {
      action: 'create_lead',
      name: 'Sam Smith',
      email: 'sam@example.com',
    });
    await expectForEachAdmin('New lead: Sam Smith', {
      type: body.lead.grade === 'A' ? 'success' : 'info',
      message: `Grade ${body.lead.grade} · manual`,
      actionUrl: `/admin/leads?lead=${body.lead.id}`,
      key: 'lead_new',
      params: {
        name: 'Sam Smith',
        grade: body.lead.grade,
        source: { term: 'lead_source.manual' },
        company: '',
      },
    });
  });

  it('is a success for a grade A lead, information below', async () => {
    const lead = { id: 'x', source: 'referral', company: null };
    await kit.db.transaction(async (tx) => {
      await notifyNewLead(tx, { ...lead, name: 'Top Lead', score: 80 });
      await notifyNewLead(tx, { ...lead, name: 'Good Lead', score: 79 });
    });
    expect((await raised('New lead: Top Lead'))[0]).toMatchObject({
      type: 'success',
      message: 'Grade A · referral',
    });
    expect((await raised('New lead: Good Lead'))[0]).toMatchObject({
      type: 'info',
      message: 'Grade B · referral',
    });
  });

  it('leaves no notification when its transaction fails', async () => {
    await failCommitsOn('lead_status_history', async () => {
      const { status } = await kit.call('lead-management', {
        action: 'create_lead',
        name: 'Lost Lead',
        email: 'lost@example.com',
      });
      expect(status).toBe(500);
    });
    expect(await kit.db.query('SELECT id FROM leads')).toEqual([]);
    expect(await countAll()).toBe(0);
  });
});

describe('proposals', () => {
  it('accepted: every admin hears of it with the recipient and the total', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const id = await sentProposal(clientId);
    const { status } = await kit.call('proposal-management', { action: 'accept_proposal', id });
    expect(status).toBe(200);
    await expectForEachAdmin('Proposal accepted: Shop redesign', {
      type: 'success',
      message: 'Jane Doe · $1,234.50',
      actionUrl: `/admin/proposals/${id}`,
      key: 'proposal_accepted',
      params: {
        title: 'Shop redesign',
        recipient: 'Jane Doe',
        total: { money: 123_450, currency: 'USD' },
      },
    });
  });

  it('accepted from a lead: the recipient is the lead, now a client', async () => {
    const leadId = await seedLead(kit.db, { name: 'Lee Lead' });
    const created = await kit.call('proposal-management', {
      action: 'create_proposal',
      title: 'Logo',
      lead_id: leadId,
      items: lines,
    });
    const id = created.body.proposal.id;
    await kit.call('proposal-management', { action: 'send_proposal', id });
    await kit.call('proposal-management', { action: 'accept_proposal', id });
    await expectForEachAdmin('Proposal accepted: Logo', {
      type: 'success',
      message: 'Lee Lead · $1,234.50',
      actionUrl: `/admin/proposals/${id}`,
      key: 'proposal_accepted',
      params: { title: 'Logo', recipient: 'Lee Lead', total: { money: 123_450, currency: 'USD' } },
    });
  });

  it('declined: every admin gets a warning naming the recipient', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const id = await sentProposal(clientId);
    await kit.call('proposal-management', { action: 'decline_proposal', id });
    await expectForEachAdmin('Proposal declined: Shop redesign', {
      type: 'warning',
      message: 'Jane Doe',
      actionUrl: `/admin/proposals/${id}`,
      key: 'proposal_declined',
      params: { title: 'Shop redesign', recipient: 'Jane Doe', reason: '' },
    });
  });

  it('an acceptance whose transaction fails leaves no notification', async () => {
    const clientId = await seedClient(kit.db);
    const id = await sentProposal(clientId);
    await failCommitsOn('projects', async () => {
      const { status } = await kit.call('proposal-management', { action: 'accept_proposal', id });
      expect(status).toBe(500);
    });
    expect(await raised('Proposal accepted: Shop redesign')).toEqual([]);
  });
});

describe('invoices and payments', () => {
  it('paid in full: every admin hears of it once, not of the partial payment', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const invoice = await sentInvoice(clientId);
    await pay(invoice.id, 23_450);
    expect(await raised(`Invoice paid: ${invoice.number}`)).toEqual([]);
    await pay(invoice.id, 100_000);
    await expectForEachAdmin(`Invoice paid: ${invoice.number}`, {
      type: 'success',
      message: 'Jane Doe · $1,234.50',
      actionUrl: `/admin/payments/invoices/${invoice.id}`,
      key: 'invoice_paid',
      params: {
        number: invoice.number,
        client: 'Jane Doe',
        total: { money: 123_450, currency: 'USD' },
      },
    });
  });

  it('a payment whose transaction fails leaves no notification', async () => {
    const clientId = await seedClient(kit.db);
    const invoice = await sentInvoice(clientId);
    await failCommitsOn('payments', async () => {
      expect((await pay(invoice.id, 123_450)).status).toBe(500);
    });
    expect(await countAll()).toBe(0);
  });
});

describe("a client's portal account", () => {
  it('hears of a proposal sent, an invoice sent and each payment; the admins do not', async () => {
    const account = await clientWithAccount();
    const proposalId = await sentProposal(account.clientId);
    const invoice = await sentInvoice(account.clientId, 100_000);
    await pay(invoice.id, 40_000);
    await pay(invoice.id, 60_000);
    await pay(null, 2_500, { client_id: account.clientId });

    const { body } = await kit.call(
      'notifications-system',
      { action: 'get_notifications' },
      'client',
      { token: account.token },
    );
    const mine = body.notifications.map(
      (n: { title: string; message: string; type: string; actionUrl: string }) => [
        n.type,
        n.title,
        n.message,
        n.actionUrl,
      ],
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        [
          'info',
          'New proposal: Shop redesign',
          `$1,234.50 · valid until ${dayFromToday(30)}`,
          `/client-portal?proposal=${proposalId}`,
        ],
        [
          'info',
          `New invoice: ${invoice.number}`,
          `$1,000.00 · due ${invoice.due_date}`,
          `/client-portal?invoice=${invoice.id}`,
        ],
        [
          'success',
          'Payment received: $400.00',
          `Invoice ${invoice.number} · $600.00 still due`,
          `/client-portal?invoice=${invoice.id}`,
        ],
        [
          'success',
          'Payment received: $600.00',
          `Invoice ${invoice.number} · paid in full`,
          `/client-portal?invoice=${invoice.id}`,
        ],
        ['success', 'Payment received: $25.00', `Received on ${dayFromToday(0)}`, '/client-portal'],
      ]),
    );
    expect(body.total).toBe(5);
    const keyed = body.notifications.map(
      (n: { message_key: string; params: Record<string, unknown> }) => [n.message_key, n.params],
    );
    const usd = (cents: number) => ({ money: cents, currency: 'USD' });
    expect(keyed).toEqual(
      expect.arrayContaining([
        [
          'proposal_sent',
          {
            title: 'Shop redesign',
            total: usd(123_450),
            valid_until: { date: dayFromToday(30) },
          },
        ],
        [
          'invoice_sent',
          { number: invoice.number, total: usd(100_000), due_date: { date: invoice.due_date } },
        ],
        [
          'payment_received_partial',
          { amount: usd(40_000), number: invoice.number, balance: usd(60_000) },
        ],
        ['payment_received_paid', { amount: usd(60_000), number: invoice.number }],
        [
          'payment_received_unlinked',
          { amount: usd(2_500), payment_date: { date: dayFromToday(0) } },
        ],
      ]),
    );
    const admins = await adminIds();
    const toAdmins = await kit.db.query<{ title: string }>(
      'SELECT DISTINCT title FROM notifications WHERE user_id = ANY($1::uuid[]) ORDER BY title',
      [admins],
    );
    expect(toAdmins.map((row) => row.title)).toEqual([`Invoice paid: ${invoice.number}`]);
  });

  it('a client without an account raises nothing for them', async () => {
    const clientId = await seedClient(kit.db);
    await sentProposal(clientId);
    await sentInvoice(clientId);
    expect(await countAll()).toBe(0);
  });
});

describe('the overdue sweep', () => {
  it('raises the overdue notification of each invoice once, for the admins only', async () => {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const overdue = await sentInvoice(clientId, 100_000);
    await pay(overdue.id, 25_000);
    const dueDate = dayFromToday(-3);
    const notYet = await sentInvoice(clientId);
    const paid = await sentInvoice(clientId, 500);
    await pay(paid.id, 500);
    await kit.call('invoice-management', {
      action: 'create_invoice',
      client_id: clientId,
      due_date: dueDate,
      items: lines,
    });
    await kit.db.query('UPDATE invoices SET due_date = $1 WHERE id = ANY($2::uuid[])', [
      dueDate,
      [overdue.id, paid.id],
    ]);
    const before = await countAll();

    // Reading notifications raises nothing: the scheduled sweep does, however many run at once.
    await kit.call('notifications-system', { action: 'get_notifications' }, 'admin');
    expect(await countAll()).toBe(before);
    await Promise.all([raiseOverdueNotifications(kit.db), raiseOverdueNotifications(kit.db)]);
    await raiseOverdueNotifications(kit.db);

    await expectForEachAdmin(`Invoice overdue: ${overdue.number}`, {
      type: 'error',
      message: `Jane Doe · $750.00 due since ${dueDate}`,
      actionUrl: `/admin/payments/invoices/${overdue.id}`,
      key: 'invoice_overdue',
      params: {
        number: overdue.number,
        client: 'Jane Doe',
        balance: { money: 75_000, currency: 'USD' },
        due_date: { date: dueDate },
      },
    });
    expect(await countAll()).toBe(before + (await adminIds()).length);
    expect(await raised(`Invoice overdue: ${notYet.number}`)).toEqual([]);
    expect(await raised(`Invoice overdue: ${paid.number}`)).toEqual([]);

    const { body } = await kit.call(
      'notifications-system',
      { action: 'get_notifications' },
      'admin',
    );
    expect(body.notifications[0]).toMatchObject({
      title: `Invoice overdue: ${overdue.number}`,
      type: 'error',
    });
  });
});
