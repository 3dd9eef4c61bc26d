import { expect } from 'vitest';
import type { FunctionKit } from '../../test/function-kit.ts';

/**
 * Tests only: the agency's records of a portal client (projects with milestones and
 * deliverables, proposals, invoices, payments), made through the admin's own actions so they
 * are exactly what an admin would have made.
 */

async function admin(kit: FunctionKit, fn: string, body: Record<string, unknown>) {
  const answer = await kit.call(fn, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A project of the client with two milestones (the first, 40 %, done). */
export async function seedProject(kit: FunctionKit, clientId: string, name = 'Shop redesign') {
  const { project } = await admin(kit, 'project-management', {
    action: 'create_project',
    client_id: clientId,
    name,
    status: 'in_progress',
    start_date: '2026-01-05',
    due_date: '2026-03-31',
    milestones: [
      { name: 'Design', due_date: '2026-02-01', percentage: 40, is_done: true },
      { name: 'Build', due_date: '2026-03-01', percentage: 60 },
    ],
  });
  return project as { id: string; milestones: { id: string }[] };
}

/** A deliverable of the project; `submit` sends it to the client for approval. */
export async function seedDeliverable(
  kit: FunctionKit,
  projectId: string,
  options: { title?: string; submit?: boolean } = {},
): Promise<string> {
  const { deliverable } = await admin(kit, 'project-management', {
    action: 'add_deliverable',
    project_id: projectId,
    title: options.title ?? 'Homepage mock-up',
  });
  if (options.submit !== false) {
    await admin(kit, 'project-management', { action: 'submit_deliverable', id: deliverable.id });
  }
  return deliverable.id as string;
}

const lines = [
  { description: 'Design', quantity: 1, unit_price_cents: 300_000 },
  { description: 'Build', quantity: 2, unit_price_cents: 100_000 },
];

/** A proposal to the client with two lines; sent unless `send: false`. */
export async function seedProposal(
  kit: FunctionKit,
  clientId: string,
  options: { send?: boolean; title?: string } = {},
): Promise<string> {
  const { proposal } = await admin(kit, 'proposal-management', {
    action: 'create_proposal',
    client_id: clientId,
    title: options.title ?? 'Website',
    summary: 'A new website',
    items: lines,
    valid_until: '2099-12-31',
  });
  if (options.send !== false) {
    await admin(kit, 'proposal-management', { action: 'send_proposal', id: proposal.id });
  }
  return proposal.id as string;
}

/** An invoice to the client with two lines (500,000 cents); sent unless `send: false`. */
export async function seedInvoice(
  kit: FunctionKit,
  clientId: string,
  options: { send?: boolean; projectId?: string } = {},
): Promise<string> {
  const { invoice } = await admin(kit, 'invoice-management', {
    action: 'create_invoice',
    client_id: clientId,
    items: lines,
    notes: 'Thank you',
    ...(options.projectId ? { project_id: options.projectId } : {}),
  });
  if (options.send !== false) {
    await admin(kit, 'invoice-management', { action: 'send_invoice', id: invoice.id });
  }
  return invoice.id as string;
}

/** A payment recorded by the admin against an invoice. */
export async function seedPayment(kit: FunctionKit, invoiceId: string, amountCents: number) {
  await admin(kit, 'revenue-tracking', {
    action: 'record_payment',
    invoice_id: invoiceId,
    amount_cents: amountCents,
    payment_date: new Date().toISOString().slice(0, 10),
    payment_method: 'bank_transfer',
  });
}
