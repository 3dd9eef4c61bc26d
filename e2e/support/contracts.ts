import { createHash, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { publicKey } from './auth';
import { pdfShownText } from './pdf';
import { callRecords } from './records';
import { BACKEND_URL } from './stack';

/** Contracts and e-signature (docs/contracts.md) through the API, for the contract specs. */

export type ApiContract = {
  id: string;
  title: string;
  status: string;
  declined_reason: string | null;
  original_sha256: string | null;
  final_sha256: string | null;
  signatories: Array<{ id: string; name: string; email: string; status: string }>;
  audit: Array<{
    event: string;
    actor: string;
    signer_id: string | null;
    ip: string | null;
    user_agent: string | null;
  }>;
};

export type Signer = { name: string; email: string };

/** Calls an admin action of `contracts` (200 expected). */
export async function callContracts(
  request: APIRequestContext,
  token: string,
  action: string,
  payload: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return await callRecords(request, token, 'contracts', action, payload);
}

/** Calls the public `e-signature` function as a signer's browser would: the api key only. */
export async function callESignature(
  request: APIRequestContext,
  action: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const key = await publicKey(request);
  const response = await request.post(`${BACKEND_URL}/functions/v1/e-signature`, {
    headers: { apikey: key },
    data: { action, ...payload },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

export async function getContract(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<ApiContract> {
  return (
    (await callContracts(request, token, 'get_contract', { id })) as { contract: ApiContract }
  ).contract;
}

/** `count` signers of their own for one test (fresh e-mails, so mail lookups never mix). */
export function newSigners(count: number): Signer[] {
  const names = ['Nora Quill', 'Basil Fenwick', 'Ida Marsh'];
  return Array.from({ length: count }, (_, index) => {
    const id = randomUUID().slice(0, 8);
    return { name: names[index % names.length] ?? 'Signer', email: `signer-${id}@example.com` };
  });
}

/**
 * A client with a company and a project, and a contract for them from the seeded "Service
 * Agreement" template, sent: the signers' first e-mails are on their way.
 */
export async function sentServiceAgreement(
  request: APIRequestContext,
  token: string,
  options: {
    signers: Signer[];
    signingOrder?: 'parallel' | 'sequential';
    expiresAt?: string;
    /** The client's language: the contract's PDFs are worded in it. */
    language?: 'en' | 'fr';
  },
): Promise<ApiContract> {
  const id = randomUUID().slice(0, 8);
  const { client } = (await callRecords(request, token, 'client-management', 'create_client', {
    name: `Signing Client ${id}`,
    email: `signing-client-${id}@example.com`,
    company: `Fenwick & Co ${id}`,
    ...(options.language ? { language: options.language } : {}),
  })) as { client: { id: string } };
  const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
    client_id: client.id,
    name: `Signed Site ${id}`,
    budget_cents: 1_250_000,
  })) as { project: { id: string } };
  const { templates } = (await callContracts(request, token, 'get_templates')) as {
    templates: Array<{ id: string; name: string }>;
  };
  const template = templates.find((candidate) => candidate.name === 'Service Agreement');
  expect(template, 'the seeded Service Agreement').toBeDefined();
  const { contract } = (await callContracts(request, token, 'create_contract', {
    template_id: template?.id,
    client_id: client.id,
    project_id: project.id,
    title: `Service Agreement ${id}`,
    value: 1_250_000,
    signers: options.signers,
    signing_order: options.signingOrder ?? 'parallel',
    ...(options.expiresAt ? { expires_at: options.expiresAt } : {}),
  })) as { contract: ApiContract };
  await callContracts(request, token, 'send_contract', { id: contract.id });
  return await getContract(request, token, contract.id);
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** The text a PDF shows, for checks, as a reader gets it (`pdftotext`, support/pdf.ts). */
export const pdfText = (bytes: Uint8Array): string => pdfShownText(Buffer.from(bytes));

export type SeededDraft = {
  id: string;
  title: string;
  client: { id: string; name: string; email: string; company: string };
  project: { id: string; name: string };
  signers: Signer[];
};

/**
 * A client with a company and a project, and a $12,500 draft of the seeded "Service Agreement"
 * for them, not sent, with two signers: the client, then a colleague (admin-contracts.spec.ts).
 */
export async function draftContract(
  request: APIRequestContext,
  token: string,
): Promise<SeededDraft> {
  const id = randomUUID().slice(0, 8);
  const client = {
    name: `Contract Client ${id}`,
    email: `contract-client-${id}@example.com`,
    company: `Studio ${id}`,
  };
  const created = (await callRecords(request, token, 'client-management', 'create_client', {
    ...client,
  })) as { client: { id: string } };
  const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
    client_id: created.client.id,
    name: `Contract Site ${id}`,
  })) as { project: { id: string; name: string } };
  const { templates } = (await callContracts(request, token, 'get_templates')) as {
    templates: Array<{ id: string; name: string }>;
  };
  const template = templates.find((candidate) => candidate.name === 'Service Agreement');
  expect(template, 'the seeded Service Agreement').toBeDefined();
  const signers = [
    { name: client.name, email: client.email },
    { name: `Finance ${id}`, email: `finance-${id}@example.com` },
  ];
  const title = `Service Agreement ${id}`;
  const { contract } = (await callContracts(request, token, 'create_contract', {
    template_id: template?.id,
    client_id: created.client.id,
    project_id: project.id,
    title,
    value: 1_250_000,
    signers,
  })) as { contract: ApiContract };
  return { id: contract.id, title, client: { ...client, id: created.client.id }, project, signers };
}
