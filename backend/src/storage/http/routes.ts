import { Hono } from 'hono';
import { requireApiKey } from '../../http/api-key.ts';
import { BODY_LIMITS, limitBody } from '../../http/body-limit.ts';
import { StorageError } from '../storage-error.ts';
import { downloadObject, downloadPublicObject, downloadSignedObject } from './download-object.ts';
import { storageErrorResponse } from './errors.ts';
import { listObjects } from './list-objects.ts';
import { removeObjects } from './remove-objects.ts';
import type { StorageRouteDeps } from './route-deps.ts';
import { signObject } from './sign-object.ts';
import { uploadObject } from './upload-object.ts';

/**
 * `/storage/v1`: the part of Supabase Storage's API that supabase-js's
 * `storage.from(bucket).upload / download / createSignedUrl / remove / list` uses. Public and
 * signed reads need no key (browsers open them as plain links); everything else needs the
 * `apikey` header and is decided by the caller's role (http/access.ts).
 */
export function storageRoutes(deps: StorageRouteDeps): Hono {
  const routes = new Hono();
  const withApiKey = requireApiKey(deps.anonKey);
  // An announced body over the largest upload is refused unread; the rest is counted as it
  // streams, against each bucket's own size (readBody).
  routes.use('*', limitBody(BODY_LIMITS.storage, { countChunked: false }));
  // The fixed segments (public, sign, list, authenticated) before /object/:bucket: the first
  // route that matches answers, and no bucket has one of these names.
  routes.get('/object/public/:bucket/*', downloadPublicObject(deps));
  routes.get('/object/sign/:bucket/*', downloadSignedObject(deps));
  routes.post('/object/sign/:bucket/*', withApiKey, signObject(deps));
  routes.post('/object/list/:bucket', withApiKey, listObjects(deps));
  routes.get('/object/authenticated/:bucket/*', withApiKey, downloadObject(deps, 'authenticated'));
  routes.get('/object/:bucket/*', withApiKey, downloadObject(deps, null));
  routes.post('/object/:bucket/*', withApiKey, uploadObject(deps));
  routes.delete('/object/:bucket', withApiKey, removeObjects(deps));
  routes.all('*', () => {
    throw new StorageError('NotFound', 'This storage endpoint is not supported');
  });
  routes.onError(storageErrorResponse);
  return routes;
}
