import { actionCaller, type CallOptions } from '@atelier/shared';
import type { SignatureType } from '../../contract/contracts';

/**
 * The public signing function (docs/contracts.md): the link's token is the credential, so the
 * signing page needs no session; `verify` needs nothing at all.
 */
export const E_SIGNATURE_FUNCTION = 'e-signature' as const;

/**
 * No demo data (a signature must reach the agency or fail visibly) and no session: a signer's
 * browser may hold anyone's, and the server does not read it here.
 */
const call = actionCaller(E_SIGNATURE_FUNCTION, { demoFallback: false, sendSession: false });

/** The first opening of a link records it as opened and viewed. */
export const getSigningDocument = (token: string, options?: CallOptions) =>
  call('get_document', { token }, options);

export const downloadSigningDocument = (token: string, options?: CallOptions) =>
  call('download', { token }, options);

export const signContract = (
  token: string,
  signature: { type: SignatureType; value: string },
  options?: CallOptions,
) => call('sign', { token, signature, consent: true }, options);

export const declineContract = (token: string, reason: string, options?: CallOptions) =>
  call('decline', { token, reason }, options);

/** `sha256`: 64 hex digits of the file, computed in the browser (the file never leaves it). */
export const verifyContractDocument = (sha256: string, options?: CallOptions) =>
  call('verify', { sha256 }, options);
