import type { Queryable } from '../../db/database.ts';
import { loadBilingualImage } from '../../media/public-images.ts';
import { setImageUses } from '../../media/usage.ts';
import { checkBilingualImage } from '../media/bilingual-image.ts';
import type { Proposal } from './proposal-view.ts';

/**
 * 400 unless `imageId` names a library image with alt text in English and in French: the client
 * reads the proposal in either language, and an image a screen reader cannot name is not used
 * (docs/images.md). Locks the image so a delete cannot slip in before the use is recorded.
 */
export async function checkCoverImage(tx: Queryable, imageId: string | null): Promise<void> {
  if (imageId === null) return;
  await checkBilingualImage(tx, imageId, 'cover_image_id');
}

/**
 * Records in the library that the proposal uses its cover (or nothing), labelled with its title,
 * so the image cannot be deleted while a proposal shows it. Runs in the transaction that saved
 * or deleted the proposal.
 */
export async function recordCoverUse(
  tx: Queryable,
  proposal: { id: string; title: string; cover_image_id: string | null },
): Promise<void> {
  await setImageUses(
    tx,
    { kind: 'proposal', id: proposal.id, label: proposal.title },
    proposal.cover_image_id ? [proposal.cover_image_id] : [],
  );
}

/**
 * The proposal with its cover as a `<picture>` and the PDF draw it, with its alt text in both
 * languages (the admin's and the client's pages name it in theirs), or null.
 */
export async function withCoverImage(q: Queryable, proposal: Proposal): Promise<Proposal> {
  if (!proposal.cover_image_id) return { ...proposal, cover_image: null };
  return { ...proposal, cover_image: await loadBilingualImage(q, proposal.cover_image_id) };
}
