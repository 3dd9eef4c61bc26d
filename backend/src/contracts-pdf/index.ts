/**
 * The contract PDFs, pure (no database, no storage): the original document sent for
 * signature, the sealed final document, and the hash both are recorded under.
 */
export { renderContractPdf } from './render-contract';
export { renderSignedPdf, type Seal } from './render-signed';
export {
  loadSealIdentity,
  type SealIdentity,
  SealIdentityError,
  TimestampError,
} from './seal/index';
export { sha256Hex } from './sha256';
export {
  assertValidSignaturePng,
  decodeSignaturePng,
  MAX_SIGNATURE_PNG_BYTES,
  SignatureImageError,
} from './signature-image';
export type * from './types';
