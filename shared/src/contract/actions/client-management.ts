import {
  linkPortalAccountInput,
  portalAccessRequestsAnswer,
  portalClientIdInput,
} from '../client-portal';
import {
  getClientFilesInput,
  getClientMessagesInput,
  portalFilesSchema,
  portalMessagesSchema,
  sendClientMessageInput,
  sentPortalMessageSchema,
} from '../client-portal-exchange';
import {
  clientAnswer,
  clientDetailSchema,
  clientIdInput,
  clientInvitedAnswer,
  clientPageSchema,
  convertedLeadSchema,
  convertLeadInput,
  createClientInput,
  getClientsInput,
  getPortalAccessRequestsInput,
  updateClientInput,
} from '../clients';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/client-management`: the agency's clients (docs/records.md). */
export const clientManagement = defineActions('client-management', {
  get_clients: { access: 'admin', input: getClientsInput, output: clientPageSchema },
  /** The client with its projects, proposals, invoices and payments, newest first. */
  get_client: { access: 'admin', input: clientIdInput, output: clientDetailSchema },
  create_client: { access: 'admin', input: createClientInput, output: clientAnswer },
  update_client: { access: 'admin', input: updateClientInput, output: clientAnswer },
  /** A client with records is set inactive instead (409). */
  delete_client: { access: 'admin', input: clientIdInput, output: emptyAnswer },
  convert_lead: { access: 'admin', input: convertLeadInput, output: convertedLeadSchema },
  /** Gives the client a portal account (or links the one its e-mail has) and e-mails a link. */
  invite_to_portal: { access: 'admin', input: portalClientIdInput, output: clientInvitedAnswer },
  revoke_portal_access: { access: 'admin', input: portalClientIdInput, output: clientAnswer },
  /** Links a self-registered client account ("not linked yet") to this client. */
  link_portal_account: { access: 'admin', input: linkPortalAccountInput, output: clientAnswer },
  /** The client accounts waiting for a client record. */
  get_portal_access_requests: {
    access: 'admin',
    input: getPortalAccessRequestsInput,
    output: portalAccessRequestsAnswer,
  },
  /** The client's portal conversation; reading it marks the client's messages read. */
  get_client_messages: {
    access: 'admin',
    input: getClientMessagesInput,
    output: portalMessagesSchema,
  },
  send_client_message: {
    access: 'admin',
    input: sendClientMessageInput,
    output: sentPortalMessageSchema,
  },
  get_client_files: { access: 'admin', input: getClientFilesInput, output: portalFilesSchema },
});
