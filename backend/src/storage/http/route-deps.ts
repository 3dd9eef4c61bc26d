import type { ResolveCaller } from '../../auth/caller.ts';
import type { Queryable } from '../../db/database.ts';
import type { Storage } from '../storage.ts';

export interface StorageRouteDeps {
  storage: Storage;
  /** For a client caller's client id. */
  db: Queryable;
  /** The public key every non-public request carries as `apikey`. */
  anonKey: string;
  /** The app's resolver: bearer token → caller, its session checked in the session store. */
  resolveCaller: ResolveCaller;
}
