/**
 * Where the bytes of stored objects live. Keys are chosen by the storage service
 * (`<bucket>/<version id>`), never by a client; every write uses a new key, so a blob never
 * changes once written.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no blob under `key`. */
  read(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** A blob store that failed (disk full, S3 refused): the request becomes a logged 500. */
export class BlobStoreError extends Error {
  override readonly name = 'BlobStoreError';
}

const BLOB_KEY = /^[a-z][a-z-]*\/[0-9a-f-]{36}$/;

/** Stores refuse keys they did not make: a bug must not become a write outside their root. */
export function assertBlobKey(key: string): void {
  if (!BLOB_KEY.test(key)) throw new BlobStoreError(`Not a blob key: ${JSON.stringify(key)}`);
}
