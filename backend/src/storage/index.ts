// The storage service: what the rest of the backend imports (docs/storage.md).
export type { BlobStore } from './blob-store.ts';
export { type BucketName, type BucketRules, bucketNames, buckets } from './buckets.ts';
export type { StorageRouteDeps } from './http/route-deps.ts';
export { storageRoutes } from './http/routes.ts';
export { localBlobStore } from './local-blob-store.ts';
export { type OpenStorageOptions, openBlobStore, openStorage } from './open-storage.ts';
export { type S3Settings, s3BlobStore } from './s3-blob-store.ts';
export {
  createStorage,
  type ListOptions,
  type PutOptions,
  type SignedUrl,
  type Storage,
  type StorageDeps,
} from './storage.ts';
export { StorageError, type StorageErrorCode } from './storage-error.ts';
export type { FolderEntry, StoredFile, StoredObject } from './stored-object.ts';
