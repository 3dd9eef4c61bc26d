import { fileTypeFromBuffer } from 'file-type';
import { type BucketName, buckets, TEXT_PLAIN } from './buckets.ts';
import { StorageError } from './storage-error.ts';

/** C0 control characters other than tab, line feed, form feed and carriage return; and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/**
 * The content type of `bytes`, from their magic numbers (file-type); bytes with no signature
 * that are valid UTF-8 without control characters are `text/plain`; anything else is null.
 * The file's name and the client's Content-Type are never consulted.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  return isPlainText(bytes) ? TEXT_PLAIN : null;
}

function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !BINARY_CONTROL.test(text);
}

/**
 * The sniffed type of `bytes` if `bucket` accepts it (415 `InvalidMimeType` otherwise). A
 * server-side caller may state the type it expects: a different sniffed type is refused too.
 */
export async function acceptedContentType(
  bucket: BucketName,
  bytes: Uint8Array,
  expected?: string,
): Promise<string> {
  const sniffed = await sniffContentType(bytes);
  if (sniffed === null) {
    throw new StorageError('InvalidMimeType', 'The file type could not be recognised');
  }
  if (!buckets[bucket].allowedTypes.includes(sniffed)) {
    throw new StorageError('InvalidMimeType', `The ${bucket} bucket does not accept ${sniffed}`);
  }
  if (expected !== undefined && expected !== sniffed) {
    throw new StorageError('InvalidMimeType', `The content is ${sniffed}, not ${expected}`);
  }
  return sniffed;
}

/** The Content-Type header to serve a stored type with. */
export const servedContentType = (contentType: string): string =>
  contentType === TEXT_PLAIN ? 'text/plain; charset=utf-8' : contentType;
