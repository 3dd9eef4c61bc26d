import { StorageError } from './storage-error.ts';

export const MAX_PATH_BYTES = 1024;
export const MAX_SEGMENT_BYTES = 255;

/**
 * Letters, marks and digits of any script, space, and punctuation that is safe in a URL path.
 * Left out on purpose: `/` (the separator), `\`, `%`, `?`, `#` (they change what a URL means),
 * quotes, brackets, `<>|^` and every control character (NUL included).
 */
const SEGMENT_CHARACTERS = /^[\p{L}\p{M}\p{N} _\-.!~*'()&$@=;:+,]+$/u;

const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

/** The problem with an object path (`folder/name.ext`), or null when it is acceptable. */
export function objectPathProblem(path: string): string | null {
  if (path === '') return 'The object path is empty';
  if (utf8Length(path) > MAX_PATH_BYTES) {
    return `The object path is longer than ${MAX_PATH_BYTES} bytes`;
  }
  if (path.startsWith('/')) return 'The object path must not start with "/"';
  if (path.endsWith('/')) return 'The object path must not end with "/"';
  for (const segment of path.split('/')) {
    const problem = segmentProblem(segment);
    if (problem) return problem;
  }
  return null;
}

function segmentProblem(segment: string): string | null {
  if (segment === '') return 'The object path has an empty folder name ("//")';
  if (segment === '.' || segment === '..') return 'The object path must not contain "." or ".."';
  if (utf8Length(segment) > MAX_SEGMENT_BYTES) {
    return `A name in the object path is longer than ${MAX_SEGMENT_BYTES} bytes`;
  }
  if (!SEGMENT_CHARACTERS.test(segment)) {
    return "The object path may hold letters, digits, spaces and _-.!~*'()&$@=;:+, only";
  }
  if (segment.trim() !== segment) {
    return 'A name in the object path must not start or end with a space';
  }
  return null;
}

/** The path itself when it is acceptable; else a 400 `InvalidKey` saying why. */
export function checkObjectPath(path: unknown): string {
  if (typeof path !== 'string')
    throw new StorageError('InvalidKey', 'The object path must be a string');
  const problem = objectPathProblem(path);
  if (problem) throw new StorageError('InvalidKey', problem);
  return path;
}

/** A folder to list: '' (the bucket's top) or a path; one trailing `/` is allowed. */
export function checkFolderPrefix(prefix: unknown): string {
  if (prefix === undefined || prefix === null || prefix === '') return '';
  if (typeof prefix !== 'string')
    throw new StorageError('InvalidKey', 'The prefix must be a string');
  return checkObjectPath(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** The first folder of a path: in `client-files`, the client's id. */
export const topFolder = (path: string): string => path.split('/', 1)[0] ?? '';

/** The last name of a path: what a download is saved as. */
export const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** Decodes a path taken from a URL exactly once; a malformed `%` escape is a 400, not a 500. */
export function decodeUrlPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new StorageError('InvalidKey', 'The object path has a malformed "%" escape');
  }
}

/** Encodes each name of a path for a URL, keeping the `/` between them. */
export const encodeUrlPath = (path: string): string =>
  path.split('/').map(encodeURIComponent).join('/');
