import type { Context } from 'hono';
import { type BucketName, isBucketName } from '../buckets.ts';
import { checkObjectPath, decodeUrlPath } from '../object-path.ts';
import { StorageError } from '../storage-error.ts';

const OBJECT = '/object/';

/**
 * The bucket and object path of `/object/[<route>/]<bucket>/<path>`, read from the raw URL and
 * decoded exactly once with decodeURIComponent: a malformed `%` escape is a 400 here, where
 * Hono's parameters would keep it as it is. `route` is the fixed segment after `/object/`.
 */
export function objectTarget(
  c: Context,
  route: 'sign' | 'public' | 'authenticated' | null,
): { bucket: BucketName; path: string } {
  const pathname = new URL(c.req.url).pathname;
  const segments = pathname.slice(pathname.indexOf(OBJECT) + OBJECT.length).split('/');
  const [rawBucket = '', ...rawPath] = route === null ? segments : segments.slice(1);
  return {
    bucket: bucketNamed(decodeUrlPath(rawBucket)),
    path: checkObjectPath(decodeUrlPath(rawPath.join('/'))),
  };
}

export function bucketNamed(name: string): BucketName {
  if (!isBucketName(name)) throw new StorageError('NoSuchBucket', 'Bucket not found');
  return name;
}
