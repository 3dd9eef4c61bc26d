import { leadGrade } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { seedClient, seedLead } from '../invoice-management/seed-records.ts';
import { useEventKit } from './event-fixtures.ts';
import { notifyNewLead } from './events.ts';

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
  failCommitsOn,
} = useEventKit();

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
