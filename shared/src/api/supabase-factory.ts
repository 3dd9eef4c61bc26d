import { useAuthStore } from '../auth/auth-store';

/**
 * What supabase-js's `createClient` gives each of its clients, shared by the page's two
 * (`supabase-functions.ts`, `supabase-storage.ts`, each loaded by `supabase-client.ts` on its
 * first use).
 */

/** supabase-js's version, which it names in `X-Client-Info` (a test ties it to the package). */
export const SUPABASE_JS_VERSION = '2.119.0';

/** What supabase-js sends as `X-Client-Info` from a browser. */
export const CLIENT_INFO = `supabase-js/${SUPABASE_JS_VERSION}; runtime=web`;

/** supabase-js's `fetchWithAuth`: the public key as `apikey`, the session (else the key) as bearer. */
export function fetchWithSession(publicKey: string): typeof fetch {
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

/** The backend's address without a trailing slash, as `createClient` takes it. */
export const baseUrlOf = (backendUrl: string): string => backendUrl.replace(/\/+$/, '');
