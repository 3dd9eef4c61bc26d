import type { Format } from '@atelier/shared';

/**
 * The bucket `client-files`'s limits (docs/storage.md), checked before a byte is sent so a
 * refused file says why at once. The server still decides: it sniffs the type from the bytes.
 */
export const CLIENT_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** The accepted types by extension: what a browser without a MIME type still names. */
const ACCEPTED_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'heic',
  'heif',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'zip',
  'txt',
  'csv',
  'md',
] as const;

const ACCEPTED_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'application/x-zip-compressed',
  'text/plain',
  'text/csv',
  'text/markdown',
]);

/** The file input's `accept`: the extensions, so every platform's picker offers them. */
export const CLIENT_FILE_ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type FileProblem = 'empty' | 'tooLarge' | 'type';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why this file cannot be uploaded, or null. */
export function checkClientFile(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > CLIENT_FILE_MAX_BYTES) return 'tooLarge';
  const byType = file.type !== '' && ACCEPTED_TYPES.has(file.type.toLowerCase());
  const byName = (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  // A known type wins; a browser that names no type (or a generic one) is judged by the name.
  const isGeneric = file.type === '' || file.type === 'application/octet-stream';
  return byType || (isGeneric && byName) ? null : 'type';
}

const NAME_MAX = 150;

/**
 * A name storage accepts (docs/storage.md "Object paths"): no slash, control or reserved
 * characters, no leading or trailing space or dot-only name, the extension kept when cut.
 */
export function storageFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    .replace(/[\u0000-\u001f\u007f/\\%?#"<>|^`{}[\]]/g, '-')
    .trim();
  const safe = /^\.+$/.test(cleaned) || cleaned === '' ? 'file' : cleaned;
  if (safe.length <= NAME_MAX) return safe;
  const extension = extensionOf(safe);
  const keep = extension ? NAME_MAX - extension.length - 1 : NAME_MAX;
  return extension ? `${safe.slice(0, keep).trim()}.${extension}` : safe.slice(0, keep).trim();
}

/** Sizes as people read them: "512 B", "48.2 KB", "18.2 MB", in the reader's language. */
export function formatFileSize(bytes: number, format: Format): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${format.number(value, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/**
 * Where a file's signed URL (`/storage/v1/object/sign/…?token=…`, relative to the backend)
 * downloads it: on the backend's origin, with `download` so it is saved, not opened.
 */
export function signedDownloadHref(backendUrl: string, url: string): string {
  return `${backendUrl}${url}${url.includes('?') ? '&' : '?'}download`;
}
