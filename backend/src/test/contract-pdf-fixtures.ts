import type { CompletedSigner, ContractCompletion, ContractPdfInput } from '../contracts-pdf/types';

/** A two-signer contract as the `contracts` function would describe it. */
export const contractInput = (overrides: Partial<ContractPdfInput> = {}): ContractPdfInput => ({
  title: 'Service Agreement — Website redesign',
  contractId: '7b0d1c52-3f7e-4d7a-9a51-2d0f3c1e9a10',
  agency: { name: 'Atelier Studio' },
  client: { name: 'Jane Doe', company: 'Doe & Co' },
  value: { cents: 1_250_000, currency: 'USD' },
  clauses: [
    { title: 'Scope', body: 'The Agency designs and builds the Client’s website.' },
    { title: 'Payment', body: 'Invoices are due within 30 days.\nLate payments bear interest.' },
  ],
  signers: [
    { name: 'Jane Doe', email: 'jane@doe.example', role: 'Client' },
    { name: 'Sam Agency', email: 'sam@atelier.example', role: 'Agency' },
  ],
  createdAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

/** A 1×1 PNG, as a signing page's canvas would send it (smallest valid image). */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The client, who typed their name. */
export const typedSigner: CompletedSigner = {
  name: 'Jane Doe',
  email: 'jane@doe.example',
  role: 'Client',
  signature: { type: 'typed', value: 'Jane Doe' },
  sentAt: '2026-11-20T09:31:00.000Z',
  viewedAt: '2026-11-21T08:12:44.000Z',
  signedAt: '2026-11-21T08:15:02.000Z',
  ip: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

/** The agency's signer, who drew a signature and whose page view was not recorded. */
export const drawnSigner: CompletedSigner = {
  name: 'Sam Agency',
  email: 'sam@atelier.example',
  role: 'Agency',
  signature: { type: 'drawn', value: TINY_PNG_DATA_URL },
  sentAt: '2026-11-21T08:15:03.000Z',
  viewedAt: null,
  signedAt: '2026-11-22T16:05:09.000Z',
  ip: '2001:db8::1',
  userAgent: null,
};

/** Both signers done: the client typed their name, the agency drew its signature. */
export const completion = (overrides: Partial<ContractCompletion> = {}): ContractCompletion => ({
  title: 'Service Agreement — Website redesign',
  contractId: '7b0d1c52-3f7e-4d7a-9a51-2d0f3c1e9a10',
  agency: { name: 'Atelier Studio' },
  completedAt: '2026-11-22T16:05:09.000Z',
  signers: [typedSigner, drawnSigner],
  ...overrides,
});
