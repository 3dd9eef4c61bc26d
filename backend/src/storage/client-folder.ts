import { isUuid } from '@atelier/shared/contract';
import type { Queryable } from '../db/database.ts';
import type { BucketName } from './buckets.ts';
import { topFolder } from './object-path.ts';
import { StorageError } from './storage-error.ts';

/** A client's id written as the database writes it (lower case): the folder is compared as text. */
export const isClientId = (value: string): boolean =>
  isUuid(value) && value === value.toLowerCase();

/**
 * In `client-files` every object sits in the folder of an existing client:
 * `<clients.id>/<name...>`. Other buckets have no such rule.
 */
export async function checkClientFolder(
  db: Queryable,
  bucket: BucketName,
  path: string,
): Promise<void> {
  if (bucket !== 'client-files') return;
  const clientId = topFolder(path);
  if (!isClientId(clientId) || clientId === path) {
    throw new StorageError('InvalidKey', 'Files in client-files go in "<client id>/<name>"');
  }
  const [client] = await db.query('SELECT 1 FROM clients WHERE id = $1', [clientId]);
  if (!client) throw new StorageError('InvalidKey', `No client has the id ${clientId}`);
}
