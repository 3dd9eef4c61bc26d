import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';
import { BlobStoreError } from './blob-store.ts';
import { type BucketName, buckets, isBucketName } from './buckets.ts';
import { checkClientFolder } from './client-folder.ts';
import { acceptedContentType } from './content-type.ts';
import { checkFolderPrefix, checkObjectPath, encodeUrlPath } from './object-path.ts';
import {
  deleteObjects,
  findObject,
  insertObject,
  type ListColumn,
  listFolder,
  type NewObject,
  type ObjectRow,
  toStoredObject,
  upsertObject,
} from './object-rows.ts';
import { MAX_SIGNED_URL_SECONDS, signObjectToken, verifyObjectToken } from './signed-url.ts';
import { duplicate, noSuchKey, StorageError, tooLarge } from './storage-error.ts';
import type { FolderEntry, StoredFile, StoredObject } from './stored-object.ts';

export const DEFAULT_CACHE_SECONDS = 3600;
export const MAX_CACHE_SECONDS = 365 * 24 * 3600;
export const MAX_LIST_LIMIT = 1000;
export const MAX_REMOVE_PATHS = 1000;

export interface PutOptions {
  /** The user the object is recorded as uploaded by; null for files the server makes. */
  ownerId?: string | null;
  /** Replace an object already at the path; without it that is a 409 `Duplicate`. */
  upsert?: boolean;
  /** The type the caller expects: refused (415) if the sniffed type differs. */
  contentType?: string;
  /** `Cache-Control: max-age` the object is served with; default one hour. */
  cacheControlSeconds?: number;
}

export interface ListOptions {
  prefix?: string;
  search?: string;
  sortBy?: { column?: ListColumn; order?: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
}

export interface SignedUrl {
  /** Path on the backend, `/storage/v1/object/sign/<bucket>/<path>?token=...`, URL-encoded. */
  url: string;
  token: string;
  expiresAt: Date;
}

/**
 * The storage service: one interface over local disk or S3. Every method checks its input
 * (bucket, path, size, sniffed type); who may call it is the caller's business (the HTTP
 * routes decide per request; server code is trusted).
 */
export interface Storage {
  readonly driver: BlobStore['kind'];
  put(
    bucket: BucketName,
    path: string,
    bytes: Uint8Array,
    options?: PutOptions,
  ): Promise<StoredObject>;
  info(bucket: BucketName, path: string): Promise<StoredObject | null>;
  get(bucket: BucketName, path: string): Promise<StoredFile | null>;
  list(bucket: BucketName, options?: ListOptions): Promise<FolderEntry[]>;
  /** Removes the objects that exist among `paths`, and returns them. */
  remove(bucket: BucketName, paths: readonly string[]): Promise<StoredObject[]>;
  /** A URL that reads the (existing) object without credentials until it expires. */
  signedUrl(bucket: BucketName, path: string, expiresInSeconds: number): Promise<SignedUrl>;
  /** Throws 400 unless `token` is an unexpired signature of this object. */
  verifySignedUrl(
    bucket: BucketName,
    path: string,
    token: string,
  ): Promise<{ expiresAt: Date; secondsLeft: number }>;
}

export interface StorageDeps {
  db: Database;
  blobs: BlobStore;
  /** Signs the URLs of `signedUrl` (the backend's JWT secret). */
  jwtSecret: string;
  /** Tests move time to expire signed URLs. */
  now?: () => Date;
}

export function createStorage({
  db,
  blobs,
  jwtSecret,
  now = () => new Date(),
}: StorageDeps): Storage {
  /** A blob left without a row (a failed save, a replaced version): worth a log line only. */
  const discardBlob = async (key: string): Promise<void> => {
    try {
      await blobs.delete(key);
    } catch (error) {
      console.error(`Storage: could not delete the unused blob ${key}:`, error);
    }
  };

  const save = async (object: NewObject, upsert: boolean): Promise<ObjectRow> => {
    let saved: { row: ObjectRow | null; replacedBlobKey: string | null };
    try {
      saved = upsert
        ? await upsertObject(db, object)
        : { row: await insertObject(db, object), replacedBlobKey: null };
    } catch (error) {
      await discardBlob(object.blobKey);
      throw error;
    }
    if (!saved.row) {
      // Another upload took the path between our check and our insert.
      await discardBlob(object.blobKey);
      throw duplicate();
    }
    if (saved.replacedBlobKey) await discardBlob(saved.replacedBlobKey);
    return saved.row;
  };

  return {
    driver: blobs.kind,

    async put(bucket, path, bytes, options = {}) {
      checkBucket(bucket);
      checkObjectPath(path);
      const { maxBytes } = buckets[bucket];
      if (bytes.byteLength > maxBytes) throw tooLarge(bucket);
      const contentType = await acceptedContentType(bucket, bytes, options.contentType);
      await checkClientFolder(db, bucket, path);
      const upsert = options.upsert ?? false;
      if (!upsert && (await findObject(db, bucket, path))) throw duplicate();
      const blobKey = `${bucket}/${randomUUID()}`;
      await blobs.write(blobKey, bytes, contentType);
      const row = await save(
        {
          bucket,
          path,
          size: bytes.byteLength,
          contentType,
          cacheControlSeconds: cacheSeconds(options.cacheControlSeconds),
          sha256: createHash('sha256').update(bytes).digest('hex'),
          blobKey,
          ownerId: options.ownerId ?? null,
        },
        upsert,
      );
      return toStoredObject(row);
    },

    async info(bucket, path) {
      checkBucket(bucket);
      checkObjectPath(path);
      const row = await findObject(db, bucket, path);
      return row ? toStoredObject(row) : null;
    },

    async get(bucket, path) {
      checkBucket(bucket);
      checkObjectPath(path);
      let missingKey: string | null = null;
      // Twice at most: an overwrite between reading the row and the blob deletes that blob.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const row = await findObject(db, bucket, path);
        if (!row) return null;
        const bytes = await blobs.read(row.blobKey);
        if (bytes) return { object: toStoredObject(row), bytes };
        if (row.blobKey === missingKey) break;
        missingKey = row.blobKey;
      }
      throw new BlobStoreError(`The blob ${missingKey} of ${bucket}/${path} is missing`);
    },

    async list(bucket, options = {}) {
      checkBucket(bucket);
      return await listFolder(db, bucket, {
        prefix: checkFolderPrefix(options.prefix),
        search: options.search ?? '',
        column: options.sortBy?.column ?? 'name',
        order: options.sortBy?.order ?? 'asc',
        limit: Math.min(Math.max(options.limit ?? 100, 1), MAX_LIST_LIMIT),
        offset: Math.max(options.offset ?? 0, 0),
      });
    },

    async remove(bucket, paths) {
      checkBucket(bucket);
      if (paths.length > MAX_REMOVE_PATHS) {
        throw new StorageError('InvalidRequest', `At most ${MAX_REMOVE_PATHS} paths at once`);
      }
      for (const path of paths) checkObjectPath(path);
      if (paths.length === 0) return [];
      const removed = await deleteObjects(db, bucket, paths);
      for (const row of removed) await discardBlob(row.blobKey);
      return removed.map(toStoredObject);
    },

    async signedUrl(bucket, path, expiresInSeconds) {
      checkBucket(bucket);
      checkObjectPath(path);
      if (
        !Number.isInteger(expiresInSeconds) ||
        expiresInSeconds < 1 ||
        expiresInSeconds > MAX_SIGNED_URL_SECONDS
      ) {
        throw new StorageError(
          'InvalidRequest',
          `expiresIn must be a whole number of seconds from 1 to ${MAX_SIGNED_URL_SECONDS}`,
        );
      }
      if (!(await findObject(db, bucket, path))) throw noSuchKey();
      const signed = await signObjectToken(jwtSecret, { bucket, path }, expiresInSeconds, now());
      const url = `/storage/v1/object/sign/${bucket}/${encodeUrlPath(path)}?token=${signed.token}`;
      return { url, ...signed };
    },

    async verifySignedUrl(bucket, path, token) {
      checkBucket(bucket);
      checkObjectPath(path);
      const at = now();
      const { expiresAt } = await verifyObjectToken(jwtSecret, token, { bucket, path }, at);
      return { expiresAt, secondsLeft: (expiresAt.getTime() - at.getTime()) / 1000 };
    },
  };
}

/** Server code passes typed names, but a string from elsewhere must not reach the SQL. */
function checkBucket(bucket: string): asserts bucket is BucketName {
  if (!isBucketName(bucket)) throw new StorageError('NoSuchBucket', 'Bucket not found');
}

function cacheSeconds(value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value) || value < 0) return DEFAULT_CACHE_SECONDS;
  return Math.min(value, MAX_CACHE_SECONDS);
}
