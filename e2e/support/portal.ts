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
