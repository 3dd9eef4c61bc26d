import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import { TINY_PNG_DATA_URL } from '../../test/contract-pdf-fixtures.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  auditOf,
  BROWSER,
  SIGNER_IP,
  sentContract,
  signingCalls,
  typed,
} from './e-signature-test-data.ts';
import { limitSigningRequests, SIGNING_RATE_LIMIT } from './signing-link.ts';

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox', 'rate_limit_hits', 'notifications'],
  storage: true,
});
const { call, ok } = signingCalls(kit);
const jane = { name: 'Jane Doe', email: 'jane@studio.com' };
const sam = { name: 'Sam Boss', email: 'sam@studio.com' };

describe('get_document', () => {
  it('shows the contract to its link, and records link_opened then viewed once', async () => {
    const sent = await sentContract(kit, { signers: [jane, sam] });
    const first = await ok({ action: 'get_document', token: sent.tokens[0] });
    expect(first).toMatchObject({
      contract: { title: 'Website Agreement', agency: 'Atelier', value: 1_250_000 },
      signer: { name: 'Jane Doe', email: 'jane@studio.com', status: 'viewed' },
      signers: [
        { name: 'Jane Doe', status: 'viewed' },
        { name: 'Sam Boss', status: 'sent' },
      ],
      can_sign: true,
      waiting_for: null,
      document: 'original',
    });
    expect(first.consent_text).toMatch(/sign this document electronically/);
    // Nothing of the other signer but their name, and no token or hash.
    expect(JSON.stringify(first)).not.toContain('sam@studio.com');
    expect(JSON.stringify(first)).not.toContain(sent.tokens[1]);
    await ok({ action: 'get_document', token: sent.tokens[0] });
    const audit = await auditOf(kit, sent.id);
    expect(audit.map((a) => a.event)).toEqual(['created', 'link_opened', 'viewed']);
    expect(audit[1]).toMatchObject({
      actor: 'jane@studio.com',
      ip: SIGNER_IP,
      user_agent: BROWSER,
    });
  });

  it('refuses an unknown token (404), and a token opens its own contract only', async () => {
    const a = await sentContract(kit);
    const b = await sentContract(kit, { signers: [sam] });
    const unknown = await call({ action: 'get_document', token: 'not-a-token' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('This signing link is not valid');
    await ok({ action: 'sign', token: a.tokens[0], signature: typed('Jane Doe'), consent: true });
    const [bSigner] = await kit.db.query<{ status: string }>(
      'SELECT status FROM contract_signers WHERE contract_id = $1',
      [b.id],
    );
    expect(bSigner?.status).toBe('sent');
    const seenByB = await ok({ action: 'get_document', token: b.tokens[0] });
    expect(seenByB.signer.email).toBe('sam@studio.com');
    expect(seenByB.contract.status).toBe('sent');
  });

  it('explains an expired link and a withdrawn contract', async () => {
    const sent = await sentContract(kit);
    await kit.db.query(`UPDATE contracts SET expires_at = '2026-01-15T12:00:00Z' WHERE id = $1`, [
      sent.id,
    ]);
    const expired = await call({ action: 'get_document', token: sent.tokens[0] });
    expect(expired.status).toBe(409);
    expect(expired.body.error).toBe(
      'This signing link has expired on January 15, 2026; ask Atelier for a new one',
    );
    await kit.db.query(`UPDATE contracts SET status = 'expired' WHERE id = $1`, [sent.id]);
    const sign = await call({
      action: 'sign',
      token: sent.tokens[0],
      signature: typed('Jane Doe'),
      consent: true,
    });
    expect(sign.status).toBe(409);
    const other = await sentContract(kit);
    await kit.db.query(
      `UPDATE contracts SET status = 'cancelled', cancelled_at = now() WHERE id = $1`,
      [other.id],
    );
    const withdrawn = await call({ action: 'get_document', token: other.tokens[0] });
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.error).toBe('This contract was withdrawn');
  });
});

describe('decline', () => {
  it('needs a reason, then declines the contract for everyone', async () => {
    const sent = await sentContract(kit, { signers: [jane, sam] });
    const noReason = await call({ action: 'decline', token: sent.tokens[0], reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Reason is required' });
    await ok({ action: 'decline', token: sent.tokens[0], reason: 'The fee is too high.' });
    const [contract] = await kit.db.query<{ status: string; declined_reason: string }>(
      'SELECT status, declined_reason FROM contracts WHERE id = $1',
      [sent.id],
    );
    expect(contract).toEqual({ status: 'declined', declined_reason: 'The fee is too high.' });
    const audit = await auditOf(kit, sent.id);
    expect(audit.at(-1)).toMatchObject({ event: 'declined', ip: SIGNER_IP, user_agent: BROWSER });
    const mails = await kit.db.query<{ subject: string }>('SELECT subject FROM email_outbox');
    expect(mails.map((m) => m.subject)).toContain('Declined: Website Agreement');
    const [notice] = await kit.db.query<{ title: string }>('SELECT title FROM notifications');
    expect(notice?.title).toBe('Contract declined: Website Agreement');
    const late = await call({
      action: 'sign',
      token: sent.tokens[1],
      signature: typed('Sam Boss'),
      consent: true,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This contract was declined');
    const seen = await ok({ action: 'get_document', token: sent.tokens[1] });
    expect(seen).toMatchObject({ can_sign: false, contract: { status: 'declined' } });
  });
});

describe('bad input', () => {
  it('answers 400 with a field message and records nothing', async () => {
    const sent = await sentContract(kit);
    const token = sent.tokens[0];
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { signature: typed('Jane'), consent: false },
        'consent',
        'Agree to sign electronically to sign',
      ],
      [
        { signature: typed('Jane'), consent: 'true' },
        'consent',
        'Agree to sign electronically to sign',
      ],
      [{ signature: typed('Ja\u0000ne'), consent: true }, 'signature.value', ''],
      [{ signature: typed('x'.repeat(201)), consent: true }, 'signature.value', ''],
      [{ signature: typed('   '), consent: true }, 'signature.value', 'Type your name to sign'],
      [{ signature: 'Jane', consent: true }, 'signature', ''],
      [{ signature: { type: 'stamp', value: 'x' }, consent: true }, 'signature.type', ''],
      [
        { signature: { type: 'drawn', value: 'data:image/png;base64,AAAA' }, consent: true },
        'signature.value',
        '',
      ],
      [
        {
          signature: { type: 'drawn', value: `data:image/png;base64,${'A'.repeat(300_000)}` },
          consent: true,
        },
        'signature.value',
        'The drawn signature is too large',
      ],
      [{ signature: { type: 'drawn', value: 'Jane' }, consent: true }, 'signature.value', ''],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await call({ action: 'sign', token, ...payload });
      expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(answer.body.fields)).toContain(field);
      if (message) expect(answer.body.fields[field]).toBe(message);
    }
    expect((await call({ action: 'sign', token: 5, consent: true })).body.fields).toHaveProperty(
      'token',
    );
    expect((await call({ action: 'verify', sha256: 'abc' })).body.fields).toEqual({
      sha256: 'sha256 must be 64 hexadecimal digits',
    });
    const audit = await auditOf(kit, sent.id);
    expect(audit.map((a) => a.event)).toEqual(['created']);
  });

  it('takes a drawn signature that is a real PNG', async () => {
    const sent = await sentContract(kit);
    const signed = await ok({
      action: 'sign',
      token: sent.tokens[0],
      signature: { type: 'drawn', value: TINY_PNG_DATA_URL },
      consent: true,
    });
    expect(signed).toEqual({ success: true, signed: true, completed: true });
  });
});

describe('verify', () => {
  it('knows the original and answers no match for an unknown hash', async () => {
    const sent = await sentContract(kit);
    const original = await ok({ action: 'verify', sha256: sent.originalSha256.toUpperCase() });
    expect(original).toMatchObject({
      match: true,
      document: 'original',
      contract: { title: 'Website Agreement', status: 'sent', completed_at: null },
    });
    const unknown = await ok({ action: 'verify', sha256: sha256Hex(new Uint8Array([1])) });
    expect(unknown).toEqual({ success: true, match: false });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an IP has used its requests', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < SIGNING_RATE_LIMIT.limit; i += 1) {
      await limitSigningRequests(kit.db, { ip, userAgent: null });
    }
    const limited = await call({ action: 'verify', sha256: 'a'.repeat(64) }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call({ action: 'verify', sha256: 'a'.repeat(64) })).status).toBe(200);
  });
});
