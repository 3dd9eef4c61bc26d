import { describe, expect, it } from 'vitest';
import { dayFromToday, seedClient } from '../invoice-management/seed-records.ts';
import {
  insertInvoice,
  insertLead,
  insertPayment,
  insertProposal,
  minutesAgo,
  useOverviewKit,
} from './dashboard-test-data.ts';

const { kit, overview } = useOverviewKit();

const today = dayFromToday(0);

describe('get_overview', () => {
  it('lists the 10 newest things that happened, newest first, each with its page', async () => {
    const acme = await seedClient(kit.db, { name: 'Ann Client', company: 'Acme' });
    for (const days of [1, 2, 3]) {
      await insertLead(kit.db, { name: `Old ${days}`, createdAt: minutesAgo(days * 24 * 60) });
    }
    const nina = await insertLead(kit.db, {
      name: 'Nina New',
      company: 'Nord',
      createdAt: minutesAgo(10),
    });
    const won = await insertProposal(kit.db, {
      clientId: acme,
      title: 'Shop',
      status: 'accepted',
      totalCents: 300_000,
      sentAt: minutesAgo(9),
      decidedAt: minutesAgo(5),
    });
    const lost = await insertProposal(kit.db, {
      leadId: nina,
      title: 'Blog',
      status: 'declined',
      totalCents: 50_000,
      sentAt: minutesAgo(8),
      decidedAt: minutesAgo(4),
    });
    // Paid by one payment: paid_at and the payment's created_at are the same instant.
    const paidAt = minutesAgo(3);
    const invoice = await insertInvoice(kit.db, {
      clientId: acme,
      status: 'paid',
      dueDate: dayFromToday(30),
      totalCents: 12_000,
      paidCents: 12_000,
      sentAt: minutesAgo(7),
      paidAt,
    });
    const payment = await insertPayment(kit.db, {
      amountCents: 12_000,
      paymentDate: today,
      invoiceId: invoice.id,
      clientId: acme,
      createdAt: paidAt,
    });
    const retainerAt = minutesAgo(2);
    const retainer = await insertPayment(kit.db, {
      amountCents: 500,
      paymentDate: today,
      description: 'Retainer',
      createdAt: retainerAt,
    });
    // A draft is not something that happened yet.
    await insertProposal(kit.db, {
      clientId: acme,
      title: 'Draft',
      status: 'draft',
      totalCents: 1,
    });

    const { body } = await overview();
    const summary = body.recentActivity.map(
      (item: { type: string; subject: string | null; who: string | null; path: string }) => [
        item.type,
        item.subject,
        item.who,
        item.path,
      ],
    );
    expect(summary).toEqual([
      ['payment_recorded', 'Retainer', null, '/admin/payments?tab=payments'],
      ['invoice_paid', invoice.number, 'Ann Client', `/admin/payments/invoices/${invoice.id}`],
      ['payment_recorded', invoice.number, 'Ann Client', `/admin/payments/invoices/${invoice.id}`],
      ['proposal_declined', 'Blog', 'Nina New', `/admin/proposals/${lost}`],
      ['proposal_accepted', 'Shop', 'Ann Client', `/admin/proposals/${won}`],
      ['invoice_sent', invoice.number, 'Ann Client', `/admin/payments/invoices/${invoice.id}`],
      ['proposal_sent', 'Blog', 'Nina New', `/admin/proposals/${lost}`],
      ['proposal_sent', 'Shop', 'Ann Client', `/admin/proposals/${won}`],
      ['lead_created', 'Nord', 'Nina New', `/admin/leads?lead=${nina}`],
      ['lead_created', null, 'Old 1', expect.stringMatching(/^\/admin\/leads\?lead=/)],
    ]);
    expect(body.recentActivity[0]).toEqual({
      type: 'payment_recorded',
      id: retainer,
      subject: 'Retainer',
      who: null,
      at: retainerAt,
      amount_cents: 500,
      currency: 'USD',
      path: '/admin/payments?tab=payments',
    });
    expect(body.recentActivity[2].id).toBe(payment);
    expect(body.recentActivity[1]).toMatchObject({ amount_cents: 12_000, at: paidAt });
  });
});
