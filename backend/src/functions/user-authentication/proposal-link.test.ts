import { createHash, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAgencyName } from '../../db/settings.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  seedPortalClient,
} from '../client-portal/client-portal-test-data.ts';
import { issueProposalLink } from '../proposal-management/proposal-link.ts';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'proposals', 'rate_limit_hits'],
});

/** A client record with no portal account, as most clients are when a proposal goes out. */
async function seedBareClient(): Promise<{ id: string; email: string }> {
  const email = `bare-${randomUUID()}@example.com`;
  const [row] = await kit.db.query<{ id: string }>(
    `INSERT INTO clients (name, email, company) VALUES ('Nina Bare', $1, 'Bare Ltd') RETURNING id`,
    [email],
  );
  if (!row) throw new Error('no client');
  return { id: row.id, email };
}

/** Creates and sends a proposal to the client; answers its id and the e-mailed link's token. */
async function sendProposal(clientId: string): Promise<{ id: string; token: string }> {
  const created = await kit.call('proposal-management', {
    action: 'create_proposal',
    client_id: clientId,
    title: 'Shop launch',
    items: [{ description: 'Design', quantity: 1, unit_price_cents: 100_000 }],
    valid_until: '2099-12-31',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.proposal.id as string;
  expect((await kit.call('proposal-management', { action: 'send_proposal', id })).status).toBe(200);
  const mails = await kit.db.query<{ body: string }>(
    `SELECT body FROM email_outbox WHERE template_key = 'proposal_sent' ORDER BY created_at DESC`,
  );
  const match = new RegExp(`/proposal/${id}\\?access=([\\w-]+)`).exec(mails[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`No link in the e-mail: ${mails[0]?.body}`);
  return { id, token: match[1] };
}

const signInWithLink = (payload: Record<string, unknown>) =>
  kit.call('user-authentication', { action: 'sign_in_with_link', ...payload }, 'anonymous', {
    ip: '198.51.100.7',
    userAgent: 'ProposalLinkTest/1.0',
  });

const portalAs = (token: string, body: Record<string, unknown>) =>
  kit.call('client-portal', body, 'client', { token });

const count = async (sql: string, params: unknown[] = []) =>
  Number((await kit.db.query<{ n: number }>(sql, params))[0]?.n);

async function expectInvalidLink(payload: Record<string, unknown>): Promise<void> {
  const answer = await signInWithLink(payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ success: false, code: 'INVALID_LINK' });
  const agency = await readAgencyName(kit.db);
  expect(answer.body.error).toBe(
    `This link has expired or is no longer valid; ask ${agency} for a new one`,
  );
}

let client: { id: string; email: string };

beforeEach(async () => {
  client = await seedBareClient();
});

describe('the proposal e-mail link', () => {
  it('signs in a client without an account: one made, linked like an invitation, a plain client session', async () => {
    const { id, token } = await sendProposal(client.id);
    // Only the token's hash is kept.
    const [stored] = await kit.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM proposal_access_links WHERE proposal_id = $1',
      [id],
    );
    expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(
      await count('SELECT count(*)::int AS n FROM proposal_access_links WHERE token_hash = $1', [
        token,
      ]),
    ).toBe(0);

    const answer = await signInWithLink({ proposal_id: id, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      proposal_id: id,
      user: { email: client.email, role: 'client', firstName: 'Nina', lastName: 'Bare' },
    });
    const [linked] = await kit.db.query<{ user_id: string | null; invited: boolean }>(
      'SELECT user_id, portal_invited_at IS NOT NULL AS invited FROM clients WHERE id = $1',
      [client.id],
    );
    expect(linked).toEqual({ user_id: answer.body.user.id, invited: true });

    // The client's own records, nothing more: the proposal yes, the admin's functions no.
    const read = await portalAs(answer.body.token, { action: 'get_proposal', id });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const admin = await kit.call('client-management', { action: 'get_clients' }, 'client', {
      token: answer.body.token,
    });
    expect(admin.status).toBe(403);
  });

  it('signs in the account a client already has, and makes no other', async () => {
    const owner: PortalTestClient = await seedPortalClient(kit, 'Owner');
    const { id, token } = await sendProposal(owner.id);
    const users = await count('SELECT count(*)::int AS n FROM users');
    const answer = await signInWithLink({ proposal_id: id, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user.id).toBe(owner.userId);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(users);
  });

  it('opens again until it expires, each use ending the session the previous one started', async () => {
    const { id, token } = await sendProposal(client.id);
    const first = await signInWithLink({ proposal_id: id, token });
    const second = await signInWithLink({ proposal_id: id, token });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect((await portalAs(first.body.token, { action: 'get_proposal', id })).status).toBe(401);
    expect((await portalAs(second.body.token, { action: 'get_proposal', id })).status).toBe(200);
    expect(
      await count('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [
        client.email,
      ]),
    ).toBe(1);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { id, token } = await sendProposal(client.id);
    await kit.db.query(
      `UPDATE proposal_access_links SET expires_at = now() - interval '1 second'
       WHERE proposal_id = $1`,
      [id],
    );
    const users = await count('SELECT count(*)::int AS n FROM users');
    await expectInvalidLink({ proposal_id: id, token });
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(users);
    expect(
      await count('SELECT count(*)::int AS n FROM clients WHERE id = $1 AND user_id IS NULL', [
        client.id,
      ]),
    ).toBe(1);
  });

  it("refuses a link used with another proposal's id, the client's own or another client's", async () => {
    const mine = await sendProposal(client.id);
    const other = await seedBareClient();
    const theirs = await sendProposal(other.id);
    const sessions = await count('SELECT count(*)::int AS n FROM auth_sessions');
    await expectInvalidLink({ proposal_id: theirs.id, token: mine.token });
    await expectInvalidLink({ proposal_id: mine.id, token: theirs.token });
    await expectInvalidLink({ proposal_id: randomUUID(), token: mine.token });
    expect(await count('SELECT count(*)::int AS n FROM auth_sessions')).toBe(sessions);

    // Another client's link opens their proposal only: the session cannot read this one.
    const answer = await signInWithLink({ proposal_id: theirs.id, token: theirs.token });
    expect(answer.status).toBe(200);
    const read = await portalAs(answer.body.token, { action: 'get_proposal', id: mine.id });
    expect(read.status).toBe(404);
  });

  it('refuses a link once the portal access was revoked', async () => {
    const { id, token } = await sendProposal(client.id);
    const first = await signInWithLink({ proposal_id: id, token });
    expect(first.status).toBe(200);
    const revoked = await kit.call('client-management', {
      action: 'revoke_portal_access',
      client_id: client.id,
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    await expectInvalidLink({ proposal_id: id, token });
  });

  it('refuses a link replaced by a newer one, which opens', async () => {
    const { id, token } = await sendProposal(client.id);
    const newer = await issueProposalLink(kit.db, id, 'http://localhost:3000');
    await expectInvalidLink({ proposal_id: id, token });
    const newerToken = new URL(newer).searchParams.get('access');
    expect((await signInWithLink({ proposal_id: id, token: newerToken })).status).toBe(200);
  });

  it('refuses malformed links with the same message, and wrong types with field messages', async () => {
    const { id } = await sendProposal(client.id);
    await expectInvalidLink({ proposal_id: id, token: 'abc' });
    await expectInvalidLink({ proposal_id: 'not-a-uuid', token: 'x'.repeat(43) });
    await expectInvalidLink({ proposal_id: id, token: 'y'.repeat(43) });

    const wrongTypes = await signInWithLink({ proposal_id: 42, token: ['a'] });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(wrongTypes.body.fields ?? {}).sort()).toEqual(['proposal_id', 'token']);
    const missing = await signInWithLink({});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('token');
  });
});
