import type { Database, Queryable } from '../db/database.ts';
import { escapeLike } from '../db/sql.ts';
import type { BucketName } from './buckets.ts';
import type { FolderEntry, StoredObject } from './stored-object.ts';

/** A row of `storage_objects` (migration 0009): the object and where its bytes are. */
export interface ObjectRow extends StoredObject {
  blobKey: string;
}

export type NewObject = Omit<ObjectRow, 'id' | 'createdAt' | 'updatedAt'>;

const objectColumns = `id, bucket, path, size, content_type AS "contentType",
  cache_control_seconds AS "cacheControlSeconds", sha256, owner_id AS "ownerId",
  created_at AS "createdAt", updated_at AS "updatedAt", blob_key AS "blobKey"`;

const newObjectParams = (object: NewObject): unknown[] => [
  object.bucket,
  object.path,
  object.size,
  object.contentType,
  object.cacheControlSeconds,
  object.sha256,
  object.blobKey,
  object.ownerId,
];

const insertSql = `INSERT INTO storage_objects
  (bucket, path, size, content_type, cache_control_seconds, sha256, blob_key, owner_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;

export const toStoredObject = ({ blobKey: _blobKey, ...object }: ObjectRow): StoredObject => object;

export async function findObject(
  db: Queryable,
  bucket: BucketName,
  path: string,
): Promise<ObjectRow | null> {
  const [row] = await db.query<ObjectRow>(
    `SELECT ${objectColumns} FROM storage_objects WHERE bucket = $1 AND path = $2`,
    [bucket, path],
  );
  return row ?? null;
}

/** Inserts the object unless its path is taken; null when it is. */
export async function insertObject(db: Queryable, object: NewObject): Promise<ObjectRow | null> {
  const [row] = await db.query<ObjectRow>(
    `${insertSql} ON CONFLICT (bucket, path) DO NOTHING RETURNING ${objectColumns}`,
    newObjectParams(object),
  );
  return row ?? null;
}

/**
 * Inserts or replaces the object at its path, returning the blob the old version used (to be
 * deleted). The lock on the path makes two concurrent first uploads queue, so neither's old
 * blob is lost track of.
 */
export async function upsertObject(
  db: Database,
  object: NewObject,
): Promise<{ row: ObjectRow; replacedBlobKey: string | null }> {
  return await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `storage:${object.bucket}/${object.path}`,
    ]);
    const previous = await findObject(tx, object.bucket, object.path);
    const [row] = await tx.query<ObjectRow>(
      `${insertSql}
       ON CONFLICT (bucket, path) DO UPDATE SET
         size = EXCLUDED.size, content_type = EXCLUDED.content_type,
         cache_control_seconds = EXCLUDED.cache_control_seconds, sha256 = EXCLUDED.sha256,
         blob_key = EXCLUDED.blob_key, owner_id = EXCLUDED.owner_id, updated_at = now()
       RETURNING ${objectColumns}`,
      newObjectParams(object),
    );
    if (!row) throw new Error('Upserting a storage object returned no row');
    return { row, replacedBlobKey: previous?.blobKey ?? null };
  });
}

export async function deleteObjects(
  db: Queryable,
  bucket: BucketName,
  paths: readonly string[],
): Promise<ObjectRow[]> {
  return await db.query<ObjectRow>(
    `DELETE FROM storage_objects WHERE bucket = $1 AND path = ANY($2::text[])
     RETURNING ${objectColumns}`,
    [bucket, [...paths]],
  );
}

export type ListColumn = 'name' | 'created_at' | 'updated_at';

export interface FolderQuery {
  /** '' for the bucket's top, else a folder path without a trailing `/`. */
  prefix: string;
  /** Names starting with this, case-insensitive; '' for all. */
  search: string;
  column: ListColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

interface EntryRow extends Omit<ObjectRow, 'bucket' | 'path'> {
  name: string;
  isFolder: boolean;
}

const orderBy: Record<ListColumn, string> = {
  // Byte order ("C"), so PGlite and PostgreSQL servers of any locale list alike.
  name: 'name COLLATE "C" {order}',
  // Folders have no dates: they come first, by name.
  created_at: '"isFolder" DESC, "createdAt" {order}, name COLLATE "C"',
  updated_at: '"isFolder" DESC, "updatedAt" {order}, name COLLATE "C"',
};

/** The names directly inside a folder: subfolders (once each) and objects. */
export async function listFolder(
  db: Queryable,
  bucket: BucketName,
  query: FolderQuery,
): Promise<FolderEntry[]> {
  // substr counts characters (code points), not UTF-16 units.
  const start = query.prefix === '' ? 1 : [...query.prefix].length + 2;
  const pattern = query.prefix === '' ? '%' : `${escapeLike(query.prefix)}/%`;
  const rows = await db.query<EntryRow>(
    `WITH scoped AS (
       SELECT substr(path, $2::int) AS rest, * FROM storage_objects
       WHERE bucket = $1 AND path LIKE $3 ESCAPE '\\'
     ), entries AS (
       SELECT DISTINCT split_part(rest, '/', 1) AS name, true AS "isFolder",
         NULL::uuid AS id, NULL::bigint AS size, NULL::text AS "contentType",
         NULL::integer AS "cacheControlSeconds", NULL::text AS sha256, NULL::uuid AS "ownerId",
         NULL::timestamptz AS "createdAt", NULL::timestamptz AS "updatedAt", NULL::text AS "blobKey"
       FROM scoped WHERE strpos(rest, '/') > 0
       UNION ALL
       SELECT rest, false, id, size, content_type, cache_control_seconds, sha256, owner_id,
         created_at, updated_at, blob_key
       FROM scoped WHERE strpos(rest, '/') = 0
     )
     SELECT * FROM entries WHERE name ILIKE $4 ESCAPE '\\'
     ORDER BY ${orderBy[query.column].replaceAll('{order}', query.order.toUpperCase())}
     LIMIT $5 OFFSET $6`,
    [bucket, start, pattern, `${escapeLike(query.search)}%`, query.limit, query.offset],
  );
  return rows.map(({ name, isFolder, blobKey: _blobKey, ...object }) =>
    isFolder
      ? { kind: 'folder', name }
      : {
          kind: 'file',
          name,
          object: {
            ...object,
            bucket,
            path: query.prefix === '' ? name : `${query.prefix}/${name}`,
          },
        },
  );
}
