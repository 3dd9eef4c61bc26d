import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../runtime/config';

/**
 * The page's one `@supabase/supabase-js` client, made from `config.json` (`backendUrl`,
 * `publicKey`) the first time a call needs it: the library is a chunk of its own, loaded then,
 * never with a page that calls nothing (a public page before and after its takeover).
 *
 * Sessions are not the library's: the seed's `user-authentication` actions sign in and the
 * auth store keeps the tokens. `accessToken` hands supabase-js the stored session (none in
 * admin-bypass demo mode), which it sends as the bearer of every request that names none; its
 * own auth client is then never started.
 */
let client: Promise<SupabaseClient> | undefined;
let clientFor = '';

/**
 * Server renders run on Node, which may have no WebSocket: realtime is never used here, and a
 * transport that refuses to connect keeps supabase-js from failing when it is made.
 */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by Atelier');
  }
}

export function supabaseClient(): Promise<SupabaseClient> {
  const { backendUrl, publicKey } = getRuntimeConfig();
  const key = `${backendUrl} ${publicKey}`;
  if (!client || clientFor !== key) {
    clientFor = key;
    client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(backendUrl, publicKey, {
        accessToken: async () => {
          const { token, isAdminBypass } = useAuthStore.getState();
          return token && !isAdminBypass ? token : null;
        },
        ...(typeof WebSocket === 'undefined'
          ? { realtime: { transport: NoRealtime as unknown as typeof WebSocket } }
          : {}),
      }),
    );
    // A failure (a bad URL in config.json) is not kept: the next call tries again.
    client.catch(() => {
      client = undefined;
    });
  }
  return client;
}
