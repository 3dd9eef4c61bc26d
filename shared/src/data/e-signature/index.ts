/**
 * `@atelier/shared/data/e-signature`: the public signing function's calls (`calls.ts`: the
 * link's token is the credential; no session, no demo answers) and the signing page's document
 * (`use-signing-document.ts`, deliberately not a cached query, so no query keys).
 */
export * from './calls';
export { type SigningDocumentState, useSigningDocument } from './use-signing-document';
