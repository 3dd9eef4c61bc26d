import { type ActionName, type CallOptions, callAction, type InputOf } from '@atelier/shared';
import type { SignatureType } from '../contract/contracts';

/**
 * The public signing function (docs/contracts.md): the link's token is the credential, so the
 * signing page needs no session; `verify` needs nothing at all.
 */
export const E_SIGNATURE_FUNCTION = 'e-signature' as const;

export const E_SIGNATURE_ACTIONS = [
  'get_document',
  'download',
  'sign',
  'decline',
  'verify',
] as const satisfies readonly ESignatureAction[];
export type ESignatureAction = ActionName<typeof E_SIGNATURE_FUNCTION>;

/**
 * No demo data (a signature must reach the agency or fail visibly) and no session: a signer's
 * browser may hold anyone's, and the server does not read it here.
 */
const call = <A extends ESignatureAction>(
  action: A,
  payload: InputOf<typeof E_SIGNATURE_FUNCTION, A>,
  options?: CallOptions,
) =>
  callAction(E_SIGNATURE_FUNCTION, action, payload, {
    demoFallback: false,
    sendSession: false,
    ...options,
  });

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
