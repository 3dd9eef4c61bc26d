import type { StoredObject } from '../stored-object.ts';

/** The `metadata` of Supabase Storage's object rows, as supabase-js's FileObject reads it. */
export const fileMetadata = (object: StoredObject) => ({
  eTag: `"${object.sha256}"`,
  size: object.size,
  mimetype: object.contentType,
  cacheControl: `max-age=${object.cacheControlSeconds}`,
  lastModified: object.updatedAt,
  contentLength: object.size,
  httpStatusCode: 200,
});

/** An object as list and remove answer it; `name` is what the caller asked with. */
export const fileObject = (name: string, object: StoredObject) => ({
  name,
  id: object.id,
  updated_at: object.updatedAt,
  created_at: object.createdAt,
  last_accessed_at: object.updatedAt,
  metadata: fileMetadata(object),
});

/** A subfolder in a listing: a name and nothing else, as Supabase answers it. */
export const folderObject = (name: string) => ({
  name,
  id: null,
  updated_at: null,
  created_at: null,
  last_accessed_at: null,
  metadata: null,
});
