import { getRuntimeConfig, useAuthStore } from '@atelier/shared';
import type { ApiResult } from './result';

/**
 * Uploads to the storage service (docs/storage.md), the subset of Supabase Storage the app
 * serves under `/storage/v1`, with the signed-in session. The only browser upload there is:
 * pages never `fetch` storage themselves.
 */

/** What a client and the agency exchange: `client-files/<client id>/<name>`. */
export const CLIENT_FILES_BUCKET = 'client-files';

/** Storage's refusal, as `{ success:false }`: `code` is storage's own (`EntityTooLarge`…). */
type StorageErrorBody = { code?: unknown; error?: unknown; message?: unknown };

/** Each name of the path escaped, the slashes kept (storage decodes the path exactly once). */
export const storageUrlPath = (path: string): string =>
  path.split('/').map(encodeURIComponent).join('/');

/**
 * `POST /storage/v1/object/<bucket>/<path>` with the raw bytes. Never replaces an object: a
 * taken path answers `Duplicate` (409). A server that cannot be reached answers
 * `NETWORK_ERROR`; there is no demo stand-in for a file that went nowhere.
 */
export async function uploadToStorage(
  bucket: string,
  path: string,
  file: Blob,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<{ key: string }>> {
  const { backendUrl, publicKey } = getRuntimeConfig();
  const { token, isAdminBypass } = useAuthStore.getState();
  let response: Response;
  try {
    response = await fetch(`${backendUrl}/storage/v1/object/${bucket}/${storageUrlPath(path)}`, {
      method: 'POST',
      headers: {
        apikey: publicKey,
        Authorization: `Bearer ${token && !isAdminBypass ? token : publicKey}`,
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('[storage] upload: network error', error);
    return { success: false, code: 'NETWORK_ERROR', error: 'The server could not be reached' };
  }
  const body = (await response.json().catch(() => null)) as StorageErrorBody | null;
  if (response.ok) return { success: true, key: `${bucket}/${path}` };
  return {
    success: false,
    code: typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`,
    error: typeof body?.message === 'string' ? body.message : 'The upload failed',
  };
}
