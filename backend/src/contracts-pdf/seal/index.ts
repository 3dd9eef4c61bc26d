/** The agency's seal over signed contracts: a PAdES signature any PDF reader can check. */
export { type CadesOptions, CadesSigner, requestTimestamp, TimestampError } from './cades';
export {
  type LoadSealOptions,
  loadSealIdentity,
  type SealIdentity,
  SealIdentityError,
} from './identity';
export { sealFilePath } from './seal-file';
export { type SealDetails, sealPdf } from './seal-pdf';
