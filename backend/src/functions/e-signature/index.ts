import { eSignature as eSignatureActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { decline } from './decline.ts';
import { download } from './download.ts';
import { getDocument } from './get-document.ts';
import { sign } from './sign.ts';
import { verify } from './verify.ts';

/**
 * `POST /functions/v1/e-signature`: public, the signer's link token is the credential (no
 * session is read); the contract is in docs/contracts.md, "The signing function".
 */
export const eSignature = defineFunction(eSignatureActions, {
  get_document: getDocument,
  download,
  sign,
  decline,
  verify,
});
