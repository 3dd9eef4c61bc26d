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
import { seedInvoice, seedPayment, seedProject } from './portal-records-test-data.ts';

const kit = useFunctionKit({ truncate: [...PORTAL_TRUNCATE] });

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
});

describe('client-portal get_invoices', () => {
  it('lists the invoices issued to the caller with what is left to pay', async () => {
    const project = await seedProject(kit, a.id);
    const id = await seedInvoice(kit, a.id, { projectId: project.id });
    await seedPayment(kit, id, 200_000);
    await seedInvoice(kit, a.id, { send: false });
    await seedInvoice(kit, b.id);
    const { status, body } = await asA({ action: 'get_invoices' });
    expect(status).toBe(200);
    expect(body.invoices).toEqual([
      {
        id,
        number: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
        status: 'sent',
        currency: 'USD',
        total_cents: 500_000,
        amount_paid_cents: 200_000,
        credited_cents: 0,
        balance_cents: 300_000,
        issue_date: expect.any(String),
        due_date: expect.any(String),
        projects: { name: 'Shop redesign' },
      },
    ]);
  });
});

describe('client-portal get_invoice', () => {
  it('answers the invoice with its lines, payments and the agency name for the PDF', async () => {
    const id = await seedInvoice(kit, a.id);
    await seedPayment(kit, id, 500_000);
    const { status, body } = await asA({ action: 'get_invoice', id });
    expect(status).toBe(200);
    expect(body.agency).toEqual({ name: 'Atelier', tax_id: null });
    expect(body.invoice).toMatchObject({
      id,
      status: 'paid',
      balance_cents: 0,
      notes: 'Thank you',
      clients: { name: 'Client A', email: a.email },
    });
    expect(body.invoice.items).toHaveLength(2);
    expect(body.payments).toEqual([
      {
        id: expect.any(String),
        payment_date: expect.any(String),
        amount_cents: 500_000,
        currency: 'USD',
        payment_method: 'bank_transfer',
      },
    ]);
  });

  it("answers 404 for a draft and for another client's invoice, as for an unknown id", async () => {
    const draft = await seedInvoice(kit, a.id, { send: false });
    const theirs = await seedInvoice(kit, b.id);
    for (const id of [draft, theirs, randomUUID(), '42']) {
      expectNotFound(await asA({ action: 'get_invoice', id }));
    }
  });

  it("names the agency's tax id, which its invoices print and the public settings leave out", async () => {
    const id = await seedInvoice(kit, a.id);
    await kit.call('site-settings', { action: 'update_settings', tax_id: 'FR40123456789' });
    try {
      const { body } = await asA({ action: 'get_invoice', id });
      expect(body.agency).toEqual({ name: 'Atelier', tax_id: 'FR40123456789' });
    } finally {
      await kit.call('site-settings', { action: 'update_settings', tax_id: '' });
    }
  });
});
