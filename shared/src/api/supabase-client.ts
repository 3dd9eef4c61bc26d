import type { FunctionsClient } from '@supabase/functions-js';
import type { StorageClient } from '@supabase/storage-js';
import { getRuntimeConfig } from '../runtime/config';

/**
 * The page's Supabase client, made from `config.json` (`backendUrl`, `publicKey`): its two
 * members Atelier uses, `functions` and `storage`, each in a chunk of its own loaded the first
 * time a call needs it — never with a page that calls nothing (a public page before and after
 * its takeover), and storage only with a page that stores or signs a file.
 *
 * They are made the way `@supabase/supabase-js`'s `createClient` makes them — the same packages
 * (`@supabase/functions-js`, `@supabase/storage-js`), URLs, `X-Client-Info` and `apikey`, and the
 * session as bearer of a request that names none. `createClient` would also build an auth client,
 * a realtime client and a query builder that nothing here calls: 56 KB of gzip on every admin
 * page, against ~2 KB for functions and ~6 KB for storage (docs/frontend.md, "The Supabase
 * client").
 *
 * Sessions are not the library's: the seed's `user-authentication` actions sign in and the
 * auth store keeps the tokens (none in admin-bypass demo mode).
 */
function oneClientPerConfig<T>(
  make: (backendUrl: string, publicKey: string) => Promise<T>,
): () => Promise<T> {
  let client: Promise<T> | undefined;
  let clientFor = '';
  return () => {
    const { backendUrl, publicKey } = getRuntimeConfig();
    const key = `${backendUrl} ${publicKey}`;
    if (!client || clientFor !== key) {
      clientFor = key;
      const made = make(backendUrl, publicKey);
      client = made;
      // A failure (a bad URL in config.json, a chunk not loaded) is not kept: the next call
      // tries again.
      made.catch(() => {
        if (client === made) client = undefined;
      });
    }
    return client;
  };
}

/** `createClient(...).functions`: every product call goes through its `invoke`. */
export const supabaseFunctions: () => Promise<FunctionsClient> = oneClientPerConfig(
  (backendUrl, publicKey) =>
    import('./supabase-functions').then(({ createFunctionsClient }) =>
      createFunctionsClient(backendUrl, publicKey),
    ),
);

/** `createClient(...).storage`: uploads and signed URLs. */
export const supabaseStorage: () => Promise<StorageClient> = oneClientPerConfig(
  (backendUrl, publicKey) =>
    import('./supabase-storage').then(({ createStorageClient }) =>
      createStorageClient(backendUrl, publicKey),
    ),
);
