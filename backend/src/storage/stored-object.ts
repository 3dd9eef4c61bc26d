import type { BucketName } from './buckets.ts';

/** What the storage knows about one object (its row in `storage_objects`). */
export interface StoredObject {
  id: string;
  bucket: BucketName;
  path: string;
  size: number;
  /** Sniffed from the bytes when they were stored. */
  contentType: string;
  cacheControlSeconds: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  ownerId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredFile {
  object: StoredObject;
  bytes: Uint8Array<ArrayBuffer>;
}

/** One name inside a listed folder: a subfolder, or an object with its details. */
export type FolderEntry =
  | { kind: 'folder'; name: string }
  | { kind: 'file'; name: string; object: StoredObject };
