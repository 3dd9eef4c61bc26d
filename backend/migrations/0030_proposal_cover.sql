-- A proposal's cover image from the media library (issue 15, docs/images.md). The use is also
-- recorded in media_image_uses (owner kind `proposal`), which is what refuses deleting the
-- image; the foreign key below holds even if an action forgot to record it.

ALTER TABLE proposals
  ADD COLUMN cover_image_id uuid NULL REFERENCES media_images (id) ON DELETE RESTRICT;
