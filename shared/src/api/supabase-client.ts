import type { FunctionsClient } from '@supabase/functions-js';
import type { StorageClient } from '@supabase/storage-js';
import { getRuntimeConfig } from '../runtime/config';

/**
 * The page's one Supabase client, made from `config.json` (`backendUrl`, `publicKey`) the first
 * time a call needs it, in a chunk of its own: never loaded with a page that calls nothing (a
 * public page before and after its takeover).
 *
 * It is the two members of `@supabase/supabase-js`'s client that Atelier uses, `functions` and
 * `storage`, made the way `createClient` makes them — the same packages
 * (`@supabase/functions-js`, `@supabase/storage-js`), URLs, `X-Client-Info` and `apikey`, and the
 * session as bearer of a request that names none. `createClient` would also build an auth client,
 * a realtime client and a query builder that nothing here calls: 56 KB of gzip on every admin
 * page, against 8 KB for these two (docs/frontend.md, "The Supabase client").
 *
 * Sessions are not the library's: the seed's `user-authentication` actions sign in and the
 * auth store keeps the tokens (none in admin-bypass demo mode).
 */
export type AtelierSupabaseClient = { functions: FunctionsClient; storage: StorageClient };

let client: Promise<AtelierSupabaseClient> | undefined;
let clientFor = '';

export function supabaseClient(): Promise<AtelierSupabaseClient> {
  const { backendUrl, publicKey } = getRuntimeConfig();
  const key = `${backendUrl} ${publicKey}`;
  if (!client || clientFor !== key) {
    clientFor = key;
    // The libraries and the header naming them are one lazy chunk (`supabase-factory.ts`).
    client = import('./supabase-factory').then(({ createSupabaseClient }) =>
      createSupabaseClient(backendUrl, publicKey),
    );
    // A failure (a bad URL in config.json) is not kept: the next call tries again.
    client.catch(() => {
      client = undefined;
    });
  }
  return client;
}
