-- Stored files (docs/storage.md): one row per object of the buckets media, documents and
-- client-files. The bytes live in the blob store (local disk or S3) under blob_key, a new key
-- for every upload: a row always points at complete bytes, and an overwrite switches the row
-- to the new blob in one statement. Code: backend/src/storage/.

CREATE TABLE storage_objects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bucket text NOT NULL CHECK (bucket IN ('media', 'documents', 'client-files')),
  -- Validated by the service (no "..", no empty or control characters); the limit is S3's.
  path text NOT NULL CHECK (path <> '' AND octet_length(path) <= 1024),
  size bigint NOT NULL CHECK (size >= 0),
  -- Sniffed from the bytes, never taken from the client.
  content_type text NOT NULL,
  cache_control_seconds integer NOT NULL DEFAULT 3600 CHECK (cache_control_seconds >= 0),
  -- SHA-256 of the bytes, hex: the ETag served with them.
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  blob_key text NOT NULL UNIQUE,
  -- Who uploaded it; null for files the server made itself or whose uploader was deleted.
  owner_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bucket, path)
);

-- Listing a folder is a prefix match on the path, whatever the database's collation.
CREATE INDEX storage_objects_prefix_idx ON storage_objects (bucket, path text_pattern_ops);
CREATE INDEX storage_objects_owner_idx ON storage_objects (owner_id);
