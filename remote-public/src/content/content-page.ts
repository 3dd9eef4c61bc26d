import { lazyPage } from '@atelier/shared';
import type { ComponentType } from 'react';
import { type ContentPage, ensurePageContent } from './published';

/**
 * A public page's route element: its chunk and its published content load in parallel, and
 * the page renders once both are in, so it never paints the seed and then swaps it.
 */
export function contentPage(page: ContentPage, load: () => Promise<{ default: ComponentType }>) {
  return lazyPage(() => Promise.all([load(), ensurePageContent(page)]).then(([module]) => module));
}
