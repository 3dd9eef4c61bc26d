import { expect } from 'vitest';
import { renderContractPdf, sha256Hex } from '../../contracts-pdf/index.ts';
import type { FunctionKit } from '../../test/function-kit.ts';
import { contractCalls, sampleContract } from '../contracts/contracts-test-data.ts';
import { newSigningToken } from '../contracts/signing-tokens.ts';

/** Tests only: sent contracts set up by hand (as send_contract leaves them), and the calls. */

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) SigningTest/1.0';
export const SIGNER_IP = '198.51.100.7';

export const signingCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>, ip = SIGNER_IP) =>
    kit.call('e-signature', body, 'anonymous', { ip, userAgent: BROWSER });
  const ok = async (body: Record<string, unknown>) => {
    const answer = await call(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  return { call, ok };
};

export interface SentContract {
  id: string;
  /** One token per signer in signing order; null for a sequential signer not yet e-mailed. */
  tokens: Array<string | null>;
  originalSha256: string;
}

let clients = 0;

/**
 * A contract created through `contracts/create_contract`, then marked sent in SQL with its
 * original PDF in `documents` and a token per signer (sequential: the first signer only).
 */
export async function sentContract(
  kit: FunctionKit,
  options: { signers?: Array<{ name: string; email: string }>; sequential?: boolean } = {},
): Promise<SentContract> {
  const { ok, createTemplate, createClient } = contractCalls(kit);
  const template = await createTemplate();
  clients += 1;
  const clientId = await createClient(`client${clients}@studio.com`);
  const signers = options.signers ?? [{ name: 'Jane Doe', email: 'jane@studio.com' }];
  const { contract } = await ok({
    action: 'create_contract',
    ...sampleContract(template.id, clientId, {
      signers,
      signing_order: options.sequential ? 'sequential' : 'parallel',
      variables: { 'project.name': 'New Website' },
    }),
  });
  const pdf = await renderContractPdf({
    title: contract.title,
    contractId: contract.id,
    agency: { name: 'Atelier' },
    client: { name: contract.client_name },
    value: { cents: contract.value, currency: contract.currency },
    clauses: contract.body,
    signers: signers.map((s) => ({ ...s, role: '' })),
    createdAt: contract.created_at,
  });
  const path = `contracts/${contract.id}/original.pdf`;
  await kit.storage.put('documents', path, pdf, { upsert: true, contentType: 'application/pdf' });
  const originalSha256 = sha256Hex(pdf);
  await kit.db.query(
    `UPDATE contracts SET status = 'sent', sent_at = now(), expires_at = now() + interval '30 days',
            original_path = $2, original_sha256 = $3
     WHERE id = $1`,
    [contract.id, path, originalSha256],
  );
  const tokens: Array<string | null> = [];
  for (const [index, signer] of contract.signatories.entries()) {
    if (options.sequential && index > 0) {
      tokens.push(null);
      continue;
    }
    const { token, hash } = newSigningToken();
    await kit.db.query(
      `UPDATE contract_signers SET token_hash = $2, status = 'sent', sent_at = now() WHERE id = $1`,
      [signer.id, hash],
    );
    tokens.push(token);
  }
  return { id: contract.id, tokens, originalSha256 };
}

/** The token in the last signing e-mail queued to `email`. */
export async function tokenMailedTo(kit: FunctionKit, email: string): Promise<string> {
  const [mail] = await kit.db.query<{ body: string }>(
    `SELECT body FROM email_outbox WHERE to_email = $1 AND body LIKE '%/sign/%'
     ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const token = mail?.body.match(/\/sign\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No signing link was e-mailed to ${email}`);
  return token;
}

export const auditOf = (kit: FunctionKit, contractId: string) =>
  kit.db.query<{ event: string; actor: string; ip: string | null; user_agent: string | null }>(
    'SELECT event, actor, ip, user_agent FROM contract_audit WHERE contract_id = $1 ORDER BY id',
    [contractId],
  );

export const typed = (name: string) => ({ type: 'typed', value: name });
