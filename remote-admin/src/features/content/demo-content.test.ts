import { CONTENT_PAGES } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { contentDemoHandlers } from './demo-content';

describe('the content page demo', () => {
  it('answers a sample draft and revision for every page and language asked', () => {
    for (const page of CONTENT_PAGES) {
      const draft = contentDemoHandlers.get_draft({ page, locale: 'fr' });
      expect(draft).toMatchObject({ success: true, draft: { page, locale: 'fr' } });
      const revisions = contentDemoHandlers.get_revisions({ page, locale: 'fr' });
      expect(revisions).toMatchObject({ success: true, revisions: [{ page, version: 1 }] });
    }
  });

  it('keeps the prices on their own page, not in the estimator’s texts', () => {
    const estimator = contentDemoHandlers.get_draft({ page: 'estimator', locale: 'en' });
    expect(estimator).toHaveProperty('draft.content.estimator');
    expect(estimator).not.toHaveProperty('draft.content.prices');
    const prices = contentDemoHandlers.get_draft({ page: 'prices', locale: 'fr' });
    expect(prices).toHaveProperty('draft.content.prices.projects');
  });

  it('refuses every write with DEMO_READ_ONLY', () => {
    for (const write of [
      contentDemoHandlers.save_draft,
      contentDemoHandlers.publish,
      contentDemoHandlers.restore_revision,
      contentDemoHandlers.create_preview_link,
    ]) {
      expect(write()).toMatchObject({ success: false, code: 'DEMO_READ_ONLY' });
    }
  });
});
