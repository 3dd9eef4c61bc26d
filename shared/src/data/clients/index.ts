/**
 * `@atelier/shared/data/clients`: the agency's clients, their portal access and what they
 * exchange in the portal — the function's calls (`calls.ts`), the query keys (`keys.ts`), what
 * a client write refreshes (`effects.ts`) and one hook per query or set of writes (`use-*.ts`).
 * No demo answers: clients show what the server keeps.
 */
export * from './calls';
export { CLIENT_WRITE_EFFECTS } from './effects';
export { clientKeys } from './keys';
export { clientChoiceLabel, useClientChoices } from './use-client-choices';
export { useClientDetail } from './use-client-detail';
export { useClientFiles } from './use-client-files';
export { prefetchClientList, useClientList } from './use-client-list';
export { useClientMessages } from './use-client-messages';
export { useClientWrites } from './use-client-writes';
export { usePortalAccessRequests } from './use-portal-access-requests';
export { usePortalAccessWrites } from './use-portal-access-writes';
export { useReplyToClient } from './use-reply-to-client';
