import { type CallOptions, callFunction } from '@atelier/shared';
import type { SignatureType } from '../contract/contracts';
import type { SigningDocument, SigningDownload, VerifyResult } from '../contract/e-signature';

/**
 * The public signing function (docs/contracts.md): the link's token is the credential, so the
 * signing page needs no session; `verify` needs nothing at all.
 */
export const E_SIGNATURE_FUNCTION = 'e-signature';

export const E_SIGNATURE_ACTIONS = [
  'get_document',
  'download',
  'sign',
  'decline',
  'verify',
] as const;
export type ESignatureAction = (typeof E_SIGNATURE_ACTIONS)[number];

/**
 * No demo data (a signature must reach the agency or fail visibly) and no session: a signer's
 * browser may hold anyone's, and the server does not read it here.
 */
const call = <T extends Record<string, unknown>>(
  action: ESignatureAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) =>
  callFunction<T>(E_SIGNATURE_FUNCTION, action, payload, {
    demoFallback: false,
    sendSession: false,
    ...options,
  });

/** The first opening of a link records it as opened and viewed. */
export const getSigningDocument = (token: string, options?: CallOptions) =>
  call<SigningDocument>('get_document', { token }, options);

export const downloadSigningDocument = (token: string, options?: CallOptions) =>
  call<{ file: SigningDownload }>('download', { token }, options);

export const signContract = (
  token: string,
  signature: { type: SignatureType; value: string },
  options?: CallOptions,
) =>
  call<{ signed: true; completed: boolean }>('sign', { token, signature, consent: true }, options);

export const declineContract = (token: string, reason: string, options?: CallOptions) =>
  call<{ declined: true }>('decline', { token, reason }, options);

/** `sha256`: 64 hex digits of the file, computed in the browser (the file never leaves it). */
export const verifyContractDocument = (sha256: string, options?: CallOptions) =>
  call<VerifyResult>('verify', { sha256 }, options);
