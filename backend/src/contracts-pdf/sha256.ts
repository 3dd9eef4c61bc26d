import { createHash } from 'node:crypto';

/** The SHA-256 of a file as 64 lowercase hex digits: how documents are recorded and verified. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
