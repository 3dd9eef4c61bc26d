import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../contracts-pdf/index.ts';
import { attachDocument } from '../../documents/issued-pdf.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { pagesText } from '../../test/pdf-text.ts';
import { pdfSignatures } from '../../test/pdftotext.ts';
import {
  auditOf,
  BROWSER,
  SIGNER_IP,
  sentContract,
  signingCalls,
  tokenMailedTo,
  typed,
} from './e-signature-test-data.ts';

const kit = useFunctionKit({
  truncate: ['contract_templates', 'clients', 'email_outbox', 'rate_limit_hits', 'notifications'],
  storage: true,
  seal: true,
});
const { call, ok } = signingCalls(kit);
const jane = { name: 'Jane Doe', email: 'jane@studio.com' };
const sam = { name: 'Sam Boss', email: 'sam@studio.com' };

describe('signing in sequential order to the sealed PDF', () => {
  it('waits for the first signer, hands off by e-mail, completes, stores and verifies', async () => {
    const sent = await sentContract(kit, { signers: [jane, sam], sequential: true });
    const [janeToken] = sent.tokens;
    await ok({ action: 'get_document', token: janeToken });
    await ok({ action: 'sign', token: janeToken, signature: typed('Jane Doe'), consent: true });
    const again = await call({
      action: 'sign',
      token: janeToken,
      signature: typed('Jane Doe'),
      consent: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^You already signed this contract on /);

    // Sam's link came by e-mail once Jane signed.
    const samToken = await tokenMailedTo(kit, 'sam@studio.com');
    const seen = await ok({ action: 'get_document', token: samToken });
    expect(seen).toMatchObject({ can_sign: true, waiting_for: null });
    const done = await ok({
      action: 'sign',
      token: samToken,
      signature: typed('Sam Boss'),
      consent: true,
    });
    expect(done).toEqual({ success: true, signed: true, completed: true });

    const [contract] = await kit.db.query<{
      status: string;
      signed_at: string | null;
      final_path: string;
      final_sha256: string;
    }>('SELECT status, signed_at, final_path, final_sha256 FROM contracts WHERE id = $1', [
      sent.id,
    ]);
    expect(contract).toMatchObject({
      status: 'signed',
      final_path: expect.stringMatching(
        new RegExp(`^contracts/${sent.id}/signed-[0-9a-f]{16}\\.pdf$`),
      ),
    });
    const stored = await kit.storage.get('documents', contract?.final_path ?? '');
    expect(sha256Hex(stored?.bytes ?? new Uint8Array())).toBe(contract?.final_sha256);
    const certificate = (await pagesText(stored?.bytes ?? new Uint8Array()))
      .at(-1)
      ?.replace(/\n/g, '');
    expect(certificate).toContain(sent.originalSha256);
    expect(certificate).toContain('sam@studio.com');
    expect(certificate).toContain(SIGNER_IP);
    const seal = await pdfSignatures(stored?.bytes ?? new Uint8Array());
    expect(seal.report).toContain('Signature Validation: Signature is Valid.');
    expect(seal.report).toContain('Total document signed');

    const verified = await ok({ action: 'verify', sha256: contract?.final_sha256 });
    expect(verified).toMatchObject({
      match: true,
      document: 'final',
      contract: {
        title: 'Website Agreement',
        completed_at: contract?.signed_at,
        signers: [{ name: 'Jane Doe' }, { name: 'Sam Boss' }],
        seal: {
          sealed_by: expect.any(String),
          fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
          timestamped: false,
        },
      },
    });
    const original = await ok({ action: 'verify', sha256: sent.originalSha256 });
    expect(original).toMatchObject({ document: 'original', contract: { seal: null } });

    const file = await ok({ action: 'download', token: janeToken });
    expect(file.file).toMatchObject({ document: 'final', sha256: contract?.final_sha256 });
    expect(sha256Hex(Buffer.from(file.file.base64, 'base64'))).toBe(contract?.final_sha256);

    const audit = await auditOf(kit, sent.id);
    const events = audit.map((a) => a.event);
    expect(events).toEqual([
      'created',
      'link_opened',
      'viewed',
      'signed',
      'email_delivered',
      'link_opened',
      'viewed',
      'signed',
      'completed',
      'downloaded',
    ]);
    for (const entry of audit.filter((a) =>
      ['link_opened', 'viewed', 'signed'].includes(a.event),
    )) {
      expect(entry).toMatchObject({ ip: SIGNER_IP, user_agent: BROWSER });
    }

    const mails = await kit.db.query<{ to_email: string; subject: string; attachments: unknown }>(
      `SELECT to_email, subject, attachments FROM email_outbox
        WHERE subject LIKE 'Signed by everyone%'`,
    );
    for (const mail of mails) {
      expect(mail.attachments).toEqual([{ kind: 'signed_contract', id: sent.id }]);
    }
    // What leaves with each of them is the stored, sealed file.
    const attached = await attachDocument(
      { db: kit.db, storage: kit.storage },
      { kind: 'signed_contract', id: sent.id },
    );
    expect(attached).toMatchObject({
      filename: 'website-agreement-signed.pdf',
      contentType: 'application/pdf',
    });
    expect(sha256Hex(attached?.content ?? new Uint8Array())).toBe(contract?.final_sha256);
    expect(mails.map((m) => m.to_email)).toEqual(
      expect.arrayContaining(['jane@studio.com', 'sam@studio.com']),
    );
    expect(mails.length).toBeGreaterThan(2); // and the admins
    const notices = await kit.db.query<{ title: string }>(
      'SELECT DISTINCT title FROM notifications',
    );
    expect(notices.map((n) => n.title)).toEqual(['Contract signed: Website Agreement']);
  });

  it('completes on the next opening a contract whose sealing failed after the last signature', async () => {
    const sent = await sentContract(kit);
    // As if storing the final PDF had failed: every signature recorded, the contract still sent.
    await kit.db.query(
      `UPDATE contract_signers SET status = 'signed', signed_at = now(), signature_type = 'typed',
              signature_value = 'Jane Doe' WHERE contract_id = $1`,
      [sent.id],
    );
    const seen = await ok({ action: 'get_document', token: sent.tokens[0] });
    expect(seen).toMatchObject({ document: 'final', contract: { status: 'signed' } });
    const events = (await auditOf(kit, sent.id)).map((a) => a.event);
    expect(events.at(-1)).toBe('completed');
  });

  it('refuses the second signer until the first has signed', async () => {
    const sent = await sentContract(kit, { signers: [jane, sam] });
    await kit.db.query(`UPDATE contracts SET signing_order = 'sequential' WHERE id = $1`, [
      sent.id,
    ]);
    const early = await call({
      action: 'sign',
      token: sent.tokens[1],
      signature: typed('Sam Boss'),
      consent: true,
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Waiting for Jane Doe to sign first');
    const seen = await ok({ action: 'get_document', token: sent.tokens[1] });
    expect(seen).toMatchObject({ can_sign: false, waiting_for: 'Jane Doe' });
  });
});
