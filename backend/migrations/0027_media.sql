-- The media library (issue 15, docs/images.md): each uploaded image with its alt text in both
-- languages, focal point, tags and the variants made by sharp (files in the storage bucket
-- `media` under `<id>/`), and where each image is used. An image in use cannot be deleted:
-- the RESTRICT below holds even if an action forgot to check.

CREATE TABLE media_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes >= 0),
  alt_en text NOT NULL DEFAULT '',
  alt_fr text NOT NULL DEFAULT '',
  focal_x double precision NOT NULL DEFAULT 0.5 CHECK (focal_x >= 0 AND focal_x <= 1),
  focal_y double precision NOT NULL DEFAULT 0.5 CHECK (focal_y >= 0 AND focal_y <= 1),
  tags text[] NOT NULL DEFAULT '{}',
  -- [{width, format, path, bytes}], smallest first; format is avif, webp, jpeg or png.
  variants jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX media_images_created_idx ON media_images (created_at DESC, id);

-- One row per (image, owner): an owner is a page's content, a proposal, the settings' logo…
-- `setImageUses` replaces an owner's rows in one transaction.
CREATE TABLE media_image_uses (
  image_id uuid NOT NULL REFERENCES media_images (id) ON DELETE RESTRICT,
  owner_kind text NOT NULL,
  owner_id text NOT NULL,
  owner_label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (image_id, owner_kind, owner_id)
);

CREATE INDEX media_image_uses_owner_idx ON media_image_uses (owner_kind, owner_id);
