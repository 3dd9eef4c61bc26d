import { join } from 'node:path';
import type { Database } from '../db/database.ts';
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
  const blobs = s3 ? s3BlobStore(s3) : localBlobStore(join(dataDir, 'storage'));
  return createStorage({ db, blobs, jwtSecret });
}
