import type {
  ImageUse,
  MediaImage,
  MediaLocale,
  MediaVariantFormat,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** A variant as stored in `media_images.variants`: its object path, not yet a URL. */
export interface StoredVariant {
  width: number;
  format: MediaVariantFormat;
  path: string;
  bytes: number;
}

/** A `media_images` row shaped as the contract reads it, variants still as paths. */
export type ImageRow = Omit<MediaImage, 'variants'> & { variants: StoredVariant[] };

const IMAGE_COLUMNS = `i.id, i.file_name, i.width, i.height, i.bytes,
  json_build_object('en', i.alt_en, 'fr', i.alt_fr) AS alt,
  json_build_object('x', i.focal_x, 'y', i.focal_y) AS focal,
  to_json(i.tags) AS tags, i.created_at,
  CASE WHEN u.id IS NULL THEN NULL
       ELSE json_build_object('id', u.id, 'name', btrim(concat_ws(' ', u.first_name, u.last_name))) END
    AS created_by,
  i.variants,
  coalesce((SELECT json_agg(json_build_object('kind', m.owner_kind, 'id', m.owner_id,
                                              'label', m.owner_label)
                            ORDER BY m.owner_kind, m.owner_label, m.owner_id)
            FROM media_image_uses AS m WHERE m.image_id = i.id), '[]'::json) AS usage`;

const FROM = 'media_images AS i LEFT JOIN users AS u ON u.id = i.created_by';

/** `%`, `_` and `\` typed in a search are looked for as themselves. */
const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

export interface ImageFilter {
  search?: string | undefined;
  tag?: string | undefined;
  missing_alt?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** One page of the library, newest first: search in file name, alt texts and tags. */
export async function listImages(
  q: Queryable,
  filter: ImageFilter,
): Promise<{ images: ImageRow[]; total: number }> {
  const params = [
    filter.search ? likePattern(filter.search) : null,
    filter.tag ?? null,
    filter.missing_alt ?? false,
  ];
  const where = `($1::text IS NULL OR i.file_name ILIKE $1 OR i.alt_en ILIKE $1 OR i.alt_fr ILIKE $1
                  OR EXISTS (SELECT 1 FROM unnest(i.tags) AS t WHERE t ILIKE $1))
    AND ($2::text IS NULL OR $2 = ANY (i.tags))
    AND (NOT $3::boolean OR btrim(i.alt_en) = '' OR btrim(i.alt_fr) = '')`;
  const images = await q.query<ImageRow>(
    `SELECT ${IMAGE_COLUMNS} FROM ${FROM} WHERE ${where}
     ORDER BY i.created_at DESC, i.id LIMIT $4 OFFSET $5`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM media_images AS i WHERE ${where}`,
    params,
  );
  return { images, total: count?.total ?? 0 };
}

/** Every tag in the library, in order. */
export async function listImageTags(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ tag: string }>(
    'SELECT DISTINCT unnest(tags) AS tag FROM media_images ORDER BY tag',
  );
  return rows.map((row) => row.tag);
}

/** One image; `lock` takes its row for the rest of the transaction. */
export async function findImage(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImageRow | null> {
  if (!isUuid(id)) return null;
  if (options.lock) await q.query('SELECT id FROM media_images WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await q.query<ImageRow>(`SELECT ${IMAGE_COLUMNS} FROM ${FROM} WHERE i.id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** The images among `ids` with alt text in `locale`, for the public site. */
export function findImagesWithAlt(
  q: Queryable,
  ids: string[],
  locale: MediaLocale,
): Promise<
  {
    id: string;
    width: number;
    height: number;
    alt: string;
    focal_x: number;
    focal_y: number;
    variants: StoredVariant[];
  }[]
> {
  return q.query(
    `SELECT id, width, height, CASE WHEN $2 = 'fr' THEN alt_fr ELSE alt_en END AS alt,
            focal_x, focal_y, variants
     FROM media_images
     WHERE id = ANY ($1::uuid[]) AND btrim(CASE WHEN $2 = 'fr' THEN alt_fr ELSE alt_en END) <> ''`,
    [ids.filter(isUuid), locale],
  );
}

/** What a reader of either language is shown of an image (`loadBilingualImage`). */
export interface NamedImageRow {
  id: string;
  width: number;
  height: number;
  alt_en: string;
  alt_fr: string;
  focal_x: number;
  focal_y: number;
  variants: StoredVariant[];
}

/** One image with its alt text in both languages, unless it has none in either. */
export async function findNamedImage(q: Queryable, id: string): Promise<NamedImageRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<NamedImageRow>(
    `SELECT id, width, height, alt_en, alt_fr, focal_x, focal_y, variants
     FROM media_images
     WHERE id = $1 AND (btrim(alt_en) <> '' OR btrim(alt_fr) <> '')`,
    [id],
  );
  return row ?? null;
}

export interface NewImage {
  id: string;
  fileName: string;
  width: number;
  height: number;
  bytes: number;
  variants: StoredVariant[];
  createdBy: string;
}

export async function insertImage(q: Queryable, image: NewImage): Promise<void> {
  await q.query(
    `INSERT INTO media_images (id, file_name, width, height, bytes, variants, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      image.id,
      image.fileName,
      image.width,
      image.height,
      image.bytes,
      JSON.stringify(image.variants),
      image.createdBy,
    ],
  );
}

export interface ImageChanges {
  alt?: { en?: string | undefined; fr?: string | undefined } | undefined;
  focal?: { x: number; y: number } | undefined;
  tags?: string[] | undefined;
}

/** Applies the given changes; a field left out keeps its value. */
export async function updateImage(q: Queryable, id: string, changes: ImageChanges): Promise<void> {
  await q.query(
    `UPDATE media_images
     SET alt_en = coalesce($2, alt_en), alt_fr = coalesce($3, alt_fr),
         focal_x = coalesce($4, focal_x), focal_y = coalesce($5, focal_y),
         tags = coalesce($6::text[], tags), updated_at = now()
     WHERE id = $1`,
    [
      id,
      changes.alt?.en ?? null,
      changes.alt?.fr ?? null,
      changes.focal?.x ?? null,
      changes.focal?.y ?? null,
      changes.tags ?? null,
    ],
  );
}

export async function deleteImageRow(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM media_images WHERE id = $1', [id]);
}

/** Where `id` is used, as `get_images` lists it. */
export function listImageUses(q: Queryable, id: string): Promise<ImageUse[]> {
  return q.query<ImageUse>(
    `SELECT owner_kind AS kind, owner_id AS id, owner_label AS label
     FROM media_image_uses WHERE image_id = $1 ORDER BY owner_kind, owner_label, owner_id`,
    [id],
  );
}

/** Replaces every use recorded for `owner` with uses of `imageIds` (unknown ids skipped). */
export async function replaceImageUses(
  q: Queryable,
  owner: ImageUse,
  imageIds: string[],
): Promise<void> {
  await q.query('DELETE FROM media_image_uses WHERE owner_kind = $1 AND owner_id = $2', [
    owner.kind,
    owner.id,
  ]);
  const ids = [...new Set(imageIds.filter(isUuid))];
  if (ids.length === 0) return;
  await q.query(
    `INSERT INTO media_image_uses (image_id, owner_kind, owner_id, owner_label)
     SELECT i.id, $2, $3, $4 FROM media_images AS i WHERE i.id = ANY ($1::uuid[])`,
    [ids, owner.kind, owner.id, owner.label],
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Uploads left in `media/uploads/` for longer than `minutes` (a tab closed between the upload
 * and `register_image`): they still carry their EXIF and the bucket is public, so they go.
 */
export async function staleUploadPaths(
  q: Queryable,
  minutes: number,
  limit = 100,
): Promise<string[]> {
  const rows = await q.query<{ path: string }>(
    `SELECT path FROM storage_objects
     WHERE bucket = 'media' AND starts_with(path, 'uploads/')
       AND created_at < now() - make_interval(mins => $1)
     ORDER BY created_at LIMIT $2`,
    [minutes, limit],
  );
  return rows.map((row) => row.path);
}
