import { describe, expect, it } from 'vitest';
import { dayFromToday, seedClient } from '../invoice-management/seed-records.ts';
import { useEventKit } from './event-fixtures.ts';
import { raiseOverdueNotifications } from './overdue-sweep.ts';

const {
  kit,
  adminIds,
  raised,
  expectForEachAdmin,
  countAll,
  lines,
  sentProposal,
  sentInvoice,
  pay,
  clientWithAccount,
} = useEventKit();

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
