import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';
import { seedProposal } from './portal-records-test-data.ts';

const kit = useFunctionKit({ truncate: [...PORTAL_TRUNCATE] });

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
});

/** A typed signature with the consent, as the portal sends an acceptance. */
const signed = { signature: { type: 'typed', value: 'Ada Client' }, consent: true };

const adminProposal = async (id: string) =>
  (await kit.call('proposal-management', { action: 'get_proposal', id })).body.proposal;

const adminNoticeTitles = async () =>
  (
    await kit.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [
      kit.adminId,
    ])
  ).map((row) => row.title);

describe('client-portal get_proposals and get_proposal', () => {
  it('lists the proposals sent to the caller, never drafts nor another client’s', async () => {
    const sent = await seedProposal(kit, a.id);
    await seedProposal(kit, a.id, { send: false, title: 'Draft' });
    await seedProposal(kit, b.id, { title: 'Theirs' });
    const { status, body } = await asA({ action: 'get_proposals' });
    expect(status).toBe(200);
    expect(body.proposals).toEqual([
      {
        id: sent,
        title: 'Website',
        status: 'sent',
        total_cents: 500_000,
        currency: 'USD',
        valid_until: '2099-12-31',
        sent_at: expect.any(String),
        decided_at: null,
      },
    ]);
  });

  it('answers one proposal with its lines and the agency name, without the lead', async () => {
    const id = await seedProposal(kit, a.id);
    const { status, body } = await asA({ action: 'get_proposal', id });
    expect(status).toBe(200);
    expect(body.agency).toEqual({ name: 'Atelier', tax_id: null });
    expect(body.proposal).toMatchObject({
      id,
      summary: 'A new website',
      subtotal_cents: 500_000,
      decline_reason: null,
      clients: { name: 'Client A', company: 'Client A Ltd' },
    });
    expect(body.proposal.items.map((item: { description: string }) => item.description)).toEqual([
      'Design',
      'Build',
    ]);
    expect(body.proposal).not.toHaveProperty('lead_id');
    expect(body.proposal).not.toHaveProperty('leads');
  });

  it("answers 404 for a draft and for another client's proposal, as for an unknown id", async () => {
    const draft = await seedProposal(kit, a.id, { send: false });
    const theirs = await seedProposal(kit, b.id);
    for (const id of [draft, theirs, randomUUID(), 'nope']) {
      expectNotFound(await asA({ action: 'get_proposal', id }));
    }
  });
});

describe('client-portal respond_to_proposal', () => {
  it('accepts as the admin would: the project is created from the lines, the admins told', async () => {
    const id = await seedProposal(kit, a.id);
    const { status, body } = await asA({
      action: 'respond_to_proposal',
      id,
      decision: 'accept',
      ...signed,
    });
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({ id, status: 'accepted', decided_at: expect.any(String) });
    expect(body.project_id).toEqual(expect.any(String));
    expect(body.proposal.project_id).toBe(body.project_id);
    const { body: mine } = await asA({ action: 'get_project', id: body.project_id });
    expect(mine.project).toMatchObject({ name: 'Website', status: 'planning', progress: 0 });
    expect(mine.project.milestones.map((m: { percentage: number }) => m.percentage)).toEqual([
      60, 40,
    ]);
    expect(await adminNoticeTitles()).toEqual(['Proposal accepted: Website']);
  });

  it('declines keeping the reason, which the admin then sees', async () => {
    const id = await seedProposal(kit, a.id);
    const { status, body } = await asA({
      action: 'respond_to_proposal',
      id,
      decision: 'decline',
      reason: ' Over our budget ',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ project_id: null, proposal: { status: 'declined' } });
    expect(await adminProposal(id)).toMatchObject({
      status: 'declined',
      decline_reason: 'Over our budget',
    });
    expect(await adminNoticeTitles()).toEqual(['Proposal declined: Website']);
    const [notice] = await kit.db.query<{ message: string }>(
      'SELECT message FROM notifications WHERE user_id = $1',
      [kit.adminId],
    );
    expect(notice?.message).toBe('Client A · Over our budget');
  });

  it('answers 409 with the reason once answered or expired', async () => {
    const accepted = await seedProposal(kit, a.id);
    await asA({ action: 'respond_to_proposal', id: accepted, decision: 'accept', ...signed });
    const again = await asA({ action: 'respond_to_proposal', id: accepted, decision: 'decline' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already accepted this proposal');
    const expired = await seedProposal(kit, a.id);
    await kit.db.query('UPDATE proposals SET valid_until = current_date - 1 WHERE id = $1', [
      expired,
    ]);
    const late = await asA({
      action: 'respond_to_proposal',
      id: expired,
      decision: 'accept',
      ...signed,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This proposal has expired; ask the agency for a new one');
    expect(await kit.db.query('SELECT id FROM projects')).toHaveLength(1);
  });

  it("answers 404 for a draft and another client's proposal, changing nothing", async () => {
    const draft = await seedProposal(kit, a.id, { send: false });
    const theirs = await seedProposal(kit, b.id);
    for (const id of [draft, theirs, randomUUID()]) {
      expectNotFound(
        await asA({ action: 'respond_to_proposal', id, decision: 'accept', ...signed }),
      );
      expectNotFound(await asA({ action: 'respond_to_proposal', id, decision: 'decline' }));
    }
    expect((await adminProposal(theirs)).status).toBe('sent');
    expect((await adminProposal(draft)).status).toBe('draft');
    expect(await kit.db.query('SELECT id FROM projects')).toEqual([]);
    expect(await adminNoticeTitles()).toEqual([]);
  });

  it('refuses a missing decision and a reason over 1000 characters', async () => {
    const id = await seedProposal(kit, a.id);
    const missing = await asA({ action: 'respond_to_proposal', id });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['decision']);
    const long = await asA({
      action: 'respond_to_proposal',
      id,
      decision: 'decline',
      reason: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ reason: 'Reason must be at most 1000 characters' });
  });
});

describe('proposal-management decline_proposal (admin)', () => {
  it('keeps the reason the admin passes on', async () => {
    const id = await seedProposal(kit, a.id);
    const { body } = await kit.call('proposal-management', {
      action: 'decline_proposal',
      id,
      reason: 'Client went elsewhere',
    });
    expect(body.proposal.decline_reason).toBe('Client went elsewhere');
  });
});
