import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';
import { localBlobStore } from './local-blob-store.ts';
import { type S3Settings, s3BlobStore } from './s3-blob-store.ts';
import { createStorage, type Storage } from './storage.ts';

export interface OpenStorageOptions {
  db: Database;
  jwtSecret: string;
  /** Local files go to `<dataDir>/storage/` when there is no S3 bucket. */
  dataDir: string;
  /** From `ATELIER_S3_*`; set, the bytes go to this bucket instead of the data dir. */
  s3?: S3Settings | undefined;
}

/** The storage the configuration asks for: an S3-compatible bucket, else the data directory. */
export function openStorage({ db, jwtSecret, dataDir, s3 }: OpenStorageOptions): Storage {
  return createStorage({ db, blobs: openBlobStore({ dataDir, s3 }), jwtSecret });
}

/** Where the configuration keeps the bytes (the backup copies them from there). */
export function openBlobStore({
  dataDir,
  s3,
}: Pick<OpenStorageOptions, 'dataDir' | 's3'>): BlobStore {
  return s3 ? s3BlobStore(s3) : localBlobStore(join(dataDir, 'storage'));
}
