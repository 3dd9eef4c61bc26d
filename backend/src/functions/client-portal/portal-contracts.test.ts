import { beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { contractCalls, sampleContract } from '../contracts/contracts-test-data.ts';
import {
  auditOf,
  sentContract,
  signingCalls,
  typed,
} from '../e-signature/e-signature-test-data.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const kit = useFunctionKit({
  truncate: [...PORTAL_TRUNCATE, 'contract_templates', 'rate_limit_hits'],
  storage: true,
});
const signing = signingCalls(kit);
const contracts = contractCalls(kit);

let a: PortalTestClient;
let b: PortalTestClient;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
});

/** A contract sent to `client`, whose signers are the client's e-mail and, if asked, another. */
async function contractFor(
  client: PortalTestClient,
  options: { sequential?: boolean; otherFirst?: boolean } = {},
) {
  const me = { name: client.name, email: client.email };
  const other = { name: 'Olga Partner', email: `olga-${crypto.randomUUID()}@example.com` };
  const signers = options.otherFirst ? [other, me] : [me];
  const sent = await sentContract(kit, { signers, sequential: options.sequential ?? false });
  await kit.db.query('UPDATE contracts SET client_id = $2 WHERE id = $1', [sent.id, client.id]);
  return sent;
}

async function draftFor(client: PortalTestClient): Promise<string> {
  const template = await contracts.createTemplate();
  const { contract } = await contracts.ok({
    action: 'create_contract',
    ...sampleContract(template.id, client.id, {
      signers: [{ name: client.name, email: client.email }],
      variables: { 'project.name': 'Draft site' },
    }),
  });
  return contract.id;
}

describe('client-portal get_contracts', () => {
  it("lists the caller's sent contracts with their signer, never drafts or another client's", async () => {
    const sent = await contractFor(a);
    await draftFor(a);
    await contractFor(b);
    const { status, body } = await portalCaller(kit, a)({ action: 'get_contracts' });
    expect(status).toBe(200);
    expect(body.contracts).toEqual([
      {
        id: sent.id,
        title: 'Website Agreement',
        status: 'sent',
        value_cents: 1_250_000,
        currency: 'USD',
        sent_at: expect.stringMatching(/Z$/),
        signed_at: null,
        expires_at: expect.stringMatching(/Z$/),
        my_signer: { status: 'sent', signed_at: null },
        can_sign: true,
        download: 'original',
      },
    ]);
    const overview = await portalCaller(kit, a)({ action: 'get_overview' });
    expect(overview.body.contracts_waiting).toEqual([
      expect.objectContaining({ id: sent.id, title: 'Website Agreement' }),
    ]);
  });

  it('says a sequential contract is not yet the caller’s to sign', async () => {
    await contractFor(a, { sequential: true, otherFirst: true });
    const { body } = await portalCaller(kit, a)({ action: 'get_contracts' });
    expect(body.contracts[0]).toMatchObject({
      my_signer: { status: 'pending' },
      can_sign: false,
    });
  });
});

describe('client-portal open_signing', () => {
  it('hands the caller a fresh link that signs, audited with their e-mail; the mailed one stops', async () => {
    const sent = await contractFor(a);
    const { status, body } = await portalCaller(kit, a)({ action: 'open_signing', id: sent.id });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/sign\/[A-Za-z0-9_-]{43}$/);
    const token = body.url.slice('/sign/'.length);
    const mailed = await signing.call({ action: 'get_document', token: sent.tokens[0] });
    expect(mailed.status).toBe(404);
    const signed = await signing.ok({
      action: 'sign',
      token,
      signature: typed(a.name),
      consent: true,
    });
    expect(signed.completed).toBe(true);
    const audit = await auditOf(kit, sent.id);
    expect(audit).toContainEqual(expect.objectContaining({ event: 'link_opened', actor: a.email }));
    expect(await kit.db.query("SELECT 1 FROM email_outbox WHERE body LIKE '%/sign/%'")).toEqual([]);

    const again = await portalCaller(kit, a)({ action: 'open_signing', id: sent.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already signed this contract');
    const after = await portalCaller(kit, a)({ action: 'get_contracts' });
    expect(after.body.contracts[0]).toMatchObject({ status: 'signed', download: 'final' });
  });

  it('answers 409 when it is not their turn, and 404 for a draft or an unknown id', async () => {
    const waiting = await contractFor(a, { sequential: true, otherFirst: true });
    const turn = await portalCaller(kit, a)({ action: 'open_signing', id: waiting.id });
    expect(turn.status).toBe(409);
    expect(turn.body.error).toMatch(/not your turn/);
    expectNotFound(await portalCaller(kit, a)({ action: 'open_signing', id: await draftFor(a) }));
    expectNotFound(await portalCaller(kit, a)({ action: 'open_signing', id: 'nope' }));
  });
});

describe('client-portal download_contract', () => {
  it('gives the PDF sent, audited `downloaded` by the client', async () => {
    const sent = await contractFor(a);
    const { status, body } = await portalCaller(
      kit,
      a,
    )({ action: 'download_contract', id: sent.id });
    expect(status).toBe(200);
    expect(body.file).toMatchObject({ document: 'original', sha256: sent.originalSha256 });
    expect(sha256Hex(new Uint8Array(Buffer.from(body.file.base64, 'base64')))).toBe(
      sent.originalSha256,
    );
    const audit = await auditOf(kit, sent.id);
    expect(audit.at(-1)).toMatchObject({ event: 'downloaded', actor: a.email });
  });
});

describe('client-portal contracts: client A never reaches client B', () => {
  it("answers 404 for B's contract on every contract action, exactly as for an unknown id", async () => {
    const theirs = await contractFor(b);
    const asA = portalCaller(kit, a);
    for (const action of ['open_signing', 'download_contract']) {
      const answer = await asA({ action, id: theirs.id });
      expectNotFound(answer);
      const unknown = await asA({ action, id: '00000000-0000-4000-8000-000000000000' });
      expect(answer.body).toEqual(unknown.body);
    }
    const listed = await asA({ action: 'get_contracts' });
    expect(listed.body.contracts).toEqual([]);
    // B's signer link was not replaced by A's attempts.
    const mailed = await signing.call({ action: 'get_document', token: theirs.tokens[0] });
    expect(mailed.status).toBe(200);
  });
});
