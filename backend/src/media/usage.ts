import type { Queryable } from '../db/database.ts';
import { replaceImageUses } from '../db/media-images.ts';

/** What uses images: `kind` names the domain (`content`, `proposal`…), `label` is shown to admins. */
export interface ImageOwner {
  kind: string;
  id: string;
  label: string;
}

/**
 * Records that `owner` now uses exactly `imageIds` (its earlier uses are replaced; ids naming no
 * image are skipped). Call it in the transaction that saves the owner, so the library's "where
 * it is used" and the refusal to delete an image in use always match what was saved.
 */
export async function setImageUses(
  tx: Queryable,
  owner: ImageOwner,
  imageIds: string[],
): Promise<void> {
  await replaceImageUses(tx, owner, imageIds);
}
