import type { ApiResult } from '@atelier/shared';
import { IMAGES_PAGE_SIZE, type MediaImage } from '@atelier/shared/contract';

/**
 * The sample library the images page shows, under the demo banner, when the server cannot
 * answer. The demo has no files: its images show their placeholder instead of a thumbnail.
 */

const image = (
  id: string,
  fileName: string,
  alt: { en: string; fr: string },
  tags: string[],
  usage: MediaImage['usage'] = [],
): MediaImage => ({
  id,
  file_name: fileName,
  width: 1920,
  height: 1280,
  bytes: 845_000,
  alt,
  focal: { x: 0.5, y: 0.4 },
  tags,
  created_at: '2026-01-14T09:30:00.000Z',
  created_by: { id: 'demo-admin', name: 'Ada Admin' },
  variants: [],
  usage,
});

const images: MediaImage[] = [
  image(
    '9b0c7c1e-0000-4000-8000-000000000001',
    'studio.jpg',
    { en: 'The studio on a sunny morning', fr: 'L’atelier un matin ensoleillé' },
    ['home', 'team'],
    [{ kind: 'content', id: 'home', label: 'Home page' }],
  ),
  image(
    '9b0c7c1e-0000-4000-8000-000000000002',
    'workshop.png',
    { en: 'A design workshop with a client', fr: '' },
    ['process'],
  ),
  image('9b0c7c1e-0000-4000-8000-000000000003', 'logo-draft.webp', { en: '', fr: '' }, []),
];

const readOnly = (what: string): ApiResult<Record<string, unknown>> => ({
  success: false,
  code: 'DEMO_READ_ONLY',
  error: `Not available in demo mode: ${what}`,
});

const isMissingAlt = (each: MediaImage) => !each.alt.en.trim() || !each.alt.fr.trim();

/** The sample filtered as the server filters: search in name, alt texts and tags; one tag. */
export function demoImagesPage(
  payload: Record<string, unknown>,
): ApiResult<Record<string, unknown>> {
  const search = typeof payload.search === 'string' ? payload.search.trim().toLowerCase() : '';
  const matches = images.filter(
    (each) =>
      (!search ||
        [each.file_name, each.alt.en, each.alt.fr, ...each.tags].some((text) =>
          text.toLowerCase().includes(search),
        )) &&
      (typeof payload.tag !== 'string' || each.tags.includes(payload.tag)) &&
      (payload.missing_alt !== true || isMissingAlt(each)),
  );
  return {
    success: true,
    images: matches,
    total: matches.length,
    page: 1,
    pageSize: IMAGES_PAGE_SIZE,
    tags: [...new Set(images.flatMap((each) => each.tags))].sort(),
  };
}

export const imagesDemoHandlers = {
  get_images: demoImagesPage,
  register_image: () => readOnly('uploading an image'),
  update_image: () => readOnly('changing an image'),
  delete_image: () => readOnly('deleting an image'),
};
