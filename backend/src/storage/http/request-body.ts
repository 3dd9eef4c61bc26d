import type { Context } from 'hono';
import type { z } from 'zod';
import { readWithin } from '../../http/body-limit.ts';
import { StorageError } from '../storage-error.ts';

/**
 * The request body, refused as soon as it is longer than `maxBytes`: at once when
 * Content-Length says so, else while it streams in (chunked uploads), without buffering more
 * (the backend's shared `readWithin`). The 413 closes the connection (storageErrorResponse).
 */
export async function readBody(
  c: Context,
  maxBytes: number,
  tooLarge: () => StorageError,
): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readWithin(stream, maxBytes);
  } catch {
    // A client that drops the connection mid-upload gets (if anything) a 400, not a logged 500.
    throw new StorageError('InvalidRequest', 'The request body was interrupted');
  }
  if (!bytes) throw tooLarge();
  return bytes;
}

// Room for a removal of the most paths allowed at once.
const MAX_JSON_BYTES = 1024 * 1024;

/** A small JSON body (sign, list, remove) checked against `schema`; a 400 says what is wrong. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const bytes = await readBody(
    c,
    MAX_JSON_BYTES,
    () => new StorageError('EntityTooLarge', 'The request body is larger than 1 MiB'),
  );
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new StorageError('InvalidRequest', 'The request body is not valid JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const [issue] = result.error.issues;
    const field = issue?.path.map(String).join('.');
    throw new StorageError(
      'InvalidRequest',
      field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request body'),
    );
  }
  return result.data;
}
