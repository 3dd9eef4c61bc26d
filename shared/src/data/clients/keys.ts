import { domainKeys } from '../domain-keys';

const base = domainKeys('clients');

/**
 * Every key starts with the clients' own: a write to clients (linking an account, answering a
 * message) reloads the access requests and a client's exchange too.
 */
export const clientKeys = {
  ...base,
  /** The client accounts waiting for a client record. */
  portalAccessRequests: () => ['clients', 'portal-access-requests'] as const,
  /** A client's portal conversation, under the client's detail. */
  messages: (clientId: string) => [...base.detail(clientId), 'messages'] as const,
  /** A client's portal files, under the client's detail. */
  files: (clientId: string) => [...base.detail(clientId), 'files'] as const,
};
