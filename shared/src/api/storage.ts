import { supabaseStorage } from '@atelier/shared';
import { loadErrorStrings } from '../i18n/errors';
import type { ApiResult } from './result';

/**
 * Uploads to the storage service (docs/storage.md), the subset of Supabase Storage the app
 * serves under `/storage/v1`, with the signed-in session. The only browser upload there is:
 * pages never `fetch` storage themselves.
 */

/** What a client and the agency exchange: `client-files/<client id>/<name>`. */
export const CLIENT_FILES_BUCKET = 'client-files';

/** Each name of the path escaped, the slashes kept (storage decodes the path exactly once). */
export const storageUrlPath = (path: string): string =>
  path.split('/').map(encodeURIComponent).join('/');

/**
 * `POST /storage/v1/object/<bucket>/<path>` with the raw bytes, through supabase-js's
 * `storage.from(bucket).upload` (the page's one client, with the session as bearer). Never
 * replaces an object: a taken path answers `Duplicate` (409). A server that cannot be reached
 * answers `NETWORK_ERROR`; there is no demo stand-in for a file that went nowhere.
 */
export async function uploadToStorage(
  bucket: string,
  path: string,
  file: Blob,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<{ key: string }>> {
  const result = await upload(bucket, path, file, options);
  // A refusal is worded by the shared sentences, downloaded with the first one (as a call's).
  if (!result.success) await loadErrorStrings();
  return result;
}

async function upload(
  bucket: string,
  path: string,
  file: Blob,
  options: { signal?: AbortSignal },
): Promise<ApiResult<{ key: string }>> {
  try {
    const storage = await supabaseStorage();
    // The bytes, not a form: storage keeps what it is given. The path is escaped here, as
    // supabase-js puts it in the URL as it is.
    const bytes = await file.arrayBuffer();
    options.signal?.throwIfAborted();
    const { error } = await storage.from(bucket).upload(storageUrlPath(path), bytes, {
      contentType: file.type || 'application/octet-stream',
      upsert: false,
    });
    if (!error) return { success: true, key: `${bucket}/${path}` };
    if (isStorageApiError(error)) {
      return {
        success: false,
        code: error.code ?? `HTTP_${error.status}`,
        error: error.message || 'The upload failed',
      };
    }
    console.warn('[storage] upload: network error', error);
    return { success: false, code: 'NETWORK_ERROR', error: 'The server could not be reached' };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('[storage] upload failed', error);
    return { success: false, code: 'NETWORK_ERROR', error: 'The server could not be reached' };
  }
}

/** Storage answered (a refusal with its status and code), as opposed to a request that failed. */
function isStorageApiError(
  error: unknown,
): error is { status: number; code?: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'StorageApiError' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
