import { FunctionsClient } from '@supabase/functions-js';
import { StorageClient } from '@supabase/storage-js';
import { useAuthStore } from '../auth/auth-store';
import type { AtelierSupabaseClient } from './supabase-client';

/**
 * Makes the page's Supabase client (`supabase-client.ts` loads this module on the first call,
 * so none of it is on a page that calls nothing): `functions` and `storage` as supabase-js's
 * `createClient` makes them.
 */

/** supabase-js's version, which it names in `X-Client-Info` (a test ties it to the package). */
export const SUPABASE_JS_VERSION = '2.119.0';

/** What supabase-js sends as `X-Client-Info` from a browser. */
export const CLIENT_INFO = `supabase-js/${SUPABASE_JS_VERSION}; runtime=web`;

/** supabase-js's `fetchWithAuth`: the public key as `apikey`, the session (else the key) as bearer. */
function fetchWithSession(publicKey: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', publicKey);
    if (!headers.has('Authorization')) {
      const { token, isAdminBypass } = useAuthStore.getState();
      headers.set('Authorization', `Bearer ${token && !isAdminBypass ? token : publicKey}`);
    }
    return fetch(input, { ...init, headers });
  };
}

/** `createClient(backendUrl, publicKey)`'s `functions` and `storage`, with the stored session. */
export function createSupabaseClient(backendUrl: string, publicKey: string): AtelierSupabaseClient {
  const base = backendUrl.replace(/\/+$/, '');
  const headers = { 'X-Client-Info': CLIENT_INFO };
  const authorized = fetchWithSession(publicKey);
  return {
    functions: new FunctionsClient(`${base}/functions/v1`, { headers, customFetch: authorized }),
    storage: new StorageClient(`${base}/storage/v1`, headers, authorized),
  };
}
