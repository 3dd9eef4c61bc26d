import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type BucketName, buckets } from './buckets.ts';

/**
 * Storage's own error codes (Supabase Storage's names where it has one), each with its status.
 * The HTTP API answers them as `{ statusCode, code, error, message }`, the shape supabase-js reads.
 */
export const storageErrorStatus = {
  InvalidRequest: 400,
  InvalidKey: 400,
  InvalidSignature: 400,
  ExpiredToken: 400,
  InvalidApiKey: 401,
  InvalidJWT: 401,
  Unauthorized: 401,
  AccessDenied: 403,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NotFound: 404,
  Duplicate: 409,
  EntityTooLarge: 413,
  InvalidMimeType: 415,
  TooManyRequests: 429,
  InternalError: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type StorageErrorCode = keyof typeof storageErrorStatus;

export interface StorageErrorBody {
  statusCode: string;
  code: StorageErrorCode;
  error: StorageErrorCode;
  message: string;
}

/** What the storage service and its routes throw for expected failures. */
export class StorageError extends Error {
  override readonly name = 'StorageError';

  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return storageErrorStatus[this.code];
  }

  toBody(): StorageErrorBody {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.code,
      message: this.message,
    };
  }
}

export const noSuchKey = (): StorageError => new StorageError('NoSuchKey', 'Object not found');

export const duplicate = (): StorageError =>
  new StorageError('Duplicate', 'The resource already exists');

export const tooLarge = (bucket: BucketName): StorageError =>
  new StorageError(
    'EntityTooLarge',
    `The object exceeds the ${bucket} bucket's limit of ${buckets[bucket].maxBytes / (1024 * 1024)} MiB`,
  );
