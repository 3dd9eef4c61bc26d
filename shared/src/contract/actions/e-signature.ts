import {
  declinedAnswer,
  declineInput,
  signedAnswer,
  signInput,
  signingDocumentSchema,
  signingDownloadAnswer,
  signingTokenInput,
  verifyInput,
  verifyResultSchema,
} from '../e-signature';
import { defineActions } from './define';

/**
 * `POST /functions/v1/e-signature`: public, the signer's link token is the credential (no
 * session is read); the contract is in docs/contracts.md, "The signing function".
 */
export const eSignature = defineActions('e-signature', {
  /** The first opening of a link records it as opened and viewed. */
  get_document: {
    access: 'public',
    credentialsInPayload: true,
    input: signingTokenInput,
    output: signingDocumentSchema,
  },
  download: {
    access: 'public',
    credentialsInPayload: true,
    input: signingTokenInput,
    output: signingDownloadAnswer,
  },
  sign: { access: 'public', credentialsInPayload: true, input: signInput, output: signedAnswer },
  decline: {
    access: 'public',
    credentialsInPayload: true,
    input: declineInput,
    output: declinedAnswer,
  },
  /** A PDF's SHA-256 against the records; needs no link at all. */
  verify: {
    access: 'public',
    credentialsInPayload: true,
    input: verifyInput,
    output: verifyResultSchema,
  },
});
