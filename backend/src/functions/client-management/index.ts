import { clientManagement as clientManagementActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { convertLead } from './convert-lead.ts';
import { createClient } from './create-client.ts';
import { deleteClient } from './delete-client.ts';
import { getClient } from './get-client.ts';
import { getClientFiles } from './get-client-files.ts';
import { getClientMessages } from './get-client-messages.ts';
import { getClients } from './get-clients.ts';
import { getPortalAccessRequests } from './get-portal-access-requests.ts';
import { inviteToPortal } from './invite-to-portal.ts';
import { linkPortalAccount } from './link-portal-account.ts';
import { revokePortalAccess } from './revoke-portal-access.ts';
import { sendClientMessage } from './send-client-message.ts';
import { updateClient } from './update-client.ts';

/** `POST /functions/v1/client-management`; the contract is in docs/records.md. */
export const clientManagement = defineFunction(clientManagementActions, {
  get_clients: getClients,
  get_client: getClient,
  create_client: createClient,
  update_client: updateClient,
  delete_client: deleteClient,
  convert_lead: convertLead,
  invite_to_portal: inviteToPortal,
  revoke_portal_access: revokePortalAccess,
  link_portal_account: linkPortalAccount,
  get_portal_access_requests: getPortalAccessRequests,
  get_client_messages: getClientMessages,
  send_client_message: sendClientMessage,
  get_client_files: getClientFiles,
});
