import { actionCaller, type CallOptions } from '@atelier/shared';
import type {
  ClientChanges,
  ClientListQuery,
  ConvertLeadOverrides,
  NewClient,
} from '../../contract/clients';

/** The function behind the agency's clients; its contract is docs/records.md. */
export const CLIENT_FUNCTION = 'client-management' as const;

const call = actionCaller(CLIENT_FUNCTION);

export const getClients = (query: ClientListQuery = {}, options?: CallOptions) =>
  call('get_clients', query, options);

export const getClient = (id: string, options?: CallOptions) => call('get_client', { id }, options);

export const createClient = (client: NewClient, options?: CallOptions) =>
  call('create_client', client, options);

export const updateClient = (changes: ClientChanges, options?: CallOptions) =>
  call('update_client', changes, options);

/** A 409 when the client has records: set it inactive instead. */
export const deleteClient = (id: string, options?: CallOptions) =>
  call('delete_client', { id }, options);

/** Makes the lead a client in one step; the lead becomes `converted` and points at it. */
export const convertLead = (
  leadId: string,
  overrides: ConvertLeadOverrides = {},
  options?: CallOptions,
) => call('convert_lead', { ...overrides, lead_id: leadId }, options);

/**
 * E-mails the client a 7-day link to set a password for their portal account (docs/portal.md),
 * linking or creating the client account of the client's e-mail; again: a fresh link, and
 * revoked access restored.
 */
export const inviteToPortal = (clientId: string, options?: CallOptions) =>
  call('invite_to_portal', { client_id: clientId }, options);

/** Unlinks the account and ends its sessions at once. */
export const revokePortalAccess = (clientId: string, options?: CallOptions) =>
  call('revoke_portal_access', { client_id: clientId }, options);

/** Links a self-registered client account (its id) to the client. */
export const linkPortalAccount = (clientId: string, userId: string, options?: CallOptions) =>
  call('link_portal_account', { client_id: clientId, user_id: userId }, options);

/** The client accounts waiting for a client record (docs/portal.md). */
export const getPortalAccessRequests = (options?: CallOptions) =>
  call('get_portal_access_requests', {}, options);

/** The client's portal conversation, oldest first; reading marks the client's messages read. */
export const getClientMessages = (clientId: string, options?: CallOptions) =>
  call('get_client_messages', { client_id: clientId }, options);

/** Answers the client in their portal; they are notified (and e-mailed unless they opted out). */
export const sendClientMessage = (clientId: string, body: string, options?: CallOptions) =>
  call('send_client_message', { client_id: clientId, body }, options);

/** The files of the client's portal folder, each with a signed download URL. */
export const getClientFiles = (clientId: string, options?: CallOptions) =>
  call('get_client_files', { client_id: clientId }, options);
