import type { Queryable } from '../../db/database.ts';
import { findImage } from '../../db/media-images.ts';
import { AppError, fieldFailure } from '../../errors.ts';
import { loadBilingualImage } from '../../media/public-images.ts';
import { setImageUses } from '../../media/usage.ts';
import type { Proposal } from './proposal-view.ts';

/**
 * 400 unless `imageId` names a library image with alt text in English and in French: the client
 * reads the proposal in either language, and an image a screen reader cannot name is not used
 * (docs/images.md). Locks the image so a delete cannot slip in before the use is recorded.
 */
export async function checkCoverImage(tx: Queryable, imageId: string | null): Promise<void> {
  if (imageId === null) return;
  const image = await findImage(tx, imageId, { lock: true });
  const [message, code] = !image
    ? ['No such image in the library', fieldFailure('not_found')]
    : !image.alt.en.trim() || !image.alt.fr.trim()
      ? [
          'Give this image alt text in English and French in the library first',
          fieldFailure('image_needs_alt'),
        ]
      : [null, null];
  if (message) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { cover_image_id: message },
      { fieldCodes: { cover_image_id: code } },
    );
  }
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
