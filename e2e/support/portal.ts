import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { registerClient } from './auth';
import { callRecords } from './records';

/**
 * A self-registered client account linked by the admin to a new client record of the same
 * name and e-mail (`client-management#link_portal_account`): a client with a working portal.
 */
export async function linkedPortalClient(
  request: APIRequestContext,
  adminToken: string,
  firstName?: string,
) {
  const account = await registerClient(request, firstName);
  const name = `${account.firstName} ${account.lastName}`;
  const { client } = (await callRecords(request, adminToken, 'client-management', 'create_client', {
    name,
    email: account.email,
  })) as { client: { id: string } };
  await callRecords(request, adminToken, 'client-management', 'link_portal_account', {
    client_id: client.id,
    user_id: account.session.user.id,
  });
  return { ...account, name, clientId: client.id };
}

/** A client record (a person's name, a fresh e-mail) and a sent invoice of one 1,200.00 line. */
export async function clientWithSentInvoice(request: APIRequestContext, adminToken: string) {
  const tag = randomUUID().slice(0, 8);
  const name = `Jane Cooper ${tag}`;
  const email = `jane-${tag}@example.com`;
  const { client } = (await callRecords(request, adminToken, 'client-management', 'create_client', {
    name,
    email,
  })) as { client: { id: string } };
  const { invoice } = (await callRecords(
    request,
    adminToken,
    'invoice-management',
    'create_invoice',
    {
      client_id: client.id,
      items: [{ description: 'Design mock-ups', quantity: 1, unit_price_cents: 120_000 }],
    },
  )) as { invoice: { id: string } };
  const sent = (await callRecords(request, adminToken, 'invoice-management', 'send_invoice', {
    id: invoice.id,
  })) as {
    invoice: { id: string; number: string; currency: string; balance_cents: number };
  };
  return { clientId: client.id, name, email, invoice: sent.invoice };
}
