import {
  type ContentLocale,
  type ContentPage,
  contentImageIds,
  documentLocale,
  type PublicImage,
} from '@atelier/shared/contract';
import { findDraft, findPublished } from '../../db/content.ts';
import type { Queryable } from '../../db/database.ts';
import { loadPublicImages } from '../../media/public-images.ts';
import { setImageUses } from '../../media/usage.ts';

const PAGE_LABELS: Record<ContentPage, string> = {
  home: 'Home page',
  services: 'Services page',
  estimator: 'Estimator page',
  prices: 'Estimator prices',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
};

/** The library images `document` names, by id, as the public site draws them. */
export async function imagesOf(
  q: Queryable,
  document: unknown,
  locale: ContentLocale,
): Promise<Record<string, PublicImage>> {
  return Object.fromEntries(await loadPublicImages(q, contentImageIds(document), locale));
}

/**
 * Records in the library which images the page uses in this language — those of its draft and
 * of its published revision — so an image the site or a preview shows cannot be deleted. Runs
 * in the transaction that changed either.
 */
export async function recordContentImages(
  tx: Queryable,
  page: ContentPage,
  locale: ContentLocale,
): Promise<void> {
  const draft = await findDraft(tx, page, locale);
  const published = await findPublished(tx, page, locale);
  const ids = new Set([...contentImageIds(draft?.content), ...contentImageIds(published?.content)]);
  await setImageUses(
    tx,
    {
      kind: 'content',
      id: `${page}:${documentLocale(page, locale)}`,
      label: `${PAGE_LABELS[page]} (${documentLocale(page, locale)})`,
    },
    [...ids],
  );
}
