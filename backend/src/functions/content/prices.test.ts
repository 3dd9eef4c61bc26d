import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({
  truncate: ['content_drafts', 'content_revisions', 'content_schedules', 'content_preview_tokens'],
});

const call = (body: Record<string, unknown>, as: As = 'admin') => kit.call('content', body, as);

/** The prices draft read in `locale`, with the landing page's price range changed. */
async function pricesWithLanding(locale: string, price: { min: number; max: number }) {
  const { body } = await call({ action: 'get_draft', page: 'prices', locale });
  const content = structuredClone(body.draft.content);
  content.prices.projects.landing.price = price;
  return content;
}

const estimatorPrices = async (locale: string, preview?: string) => {
  const { status, body } = await call(
    { action: 'get_published', page: 'estimator', locale, ...(preview ? { preview } : {}) },
    'anonymous',
  );
  expect(status).toBe(200);
  return body;
};

describe('the prices page', () => {
  it('holds only the prices; the estimator page only its texts', async () => {
    const prices = await call({ action: 'get_draft', page: 'prices', locale: 'fr' });
    expect(Object.keys(prices.body.draft.content)).toEqual(['prices']);
    const estimator = await call({ action: 'get_draft', page: 'estimator', locale: 'fr' });
    expect(Object.keys(estimator.body.draft.content)).toEqual(['estimator']);
  });

  it('is published once and shown on the estimator in English and in French', async () => {
    const content = await pricesWithLanding('en', { min: 1800, max: 3200 });
    expect(
      (await call({ action: 'save_draft', page: 'prices', locale: 'en', content })).status,
    ).toBe(200);
    expect((await estimatorPrices('fr')).content.prices.projects.landing.price).toEqual({
      min: 1500,
      max: 3000,
    });
    const done = await call({ action: 'publish', page: 'prices', locale: 'en' });
    expect(done.body.revision.version).toBe(1);
    for (const locale of ['en', 'fr']) {
      const body = await estimatorPrices(locale);
      expect(body.content.prices.projects.landing.price).toEqual({ min: 1800, max: 3200 });
      expect(body.content.estimator.title).toBeTypeOf('string');
    }
  });

  it('is one document whichever language the form names', async () => {
    const content = await pricesWithLanding('fr', { min: 2000, max: 4000 });
    await call({ action: 'save_draft', page: 'prices', locale: 'fr', content });
    const english = await call({ action: 'get_draft', page: 'prices', locale: 'en' });
    expect(english.body.draft).toMatchObject({ has_unpublished_changes: true });
    expect(english.body.draft.content.prices.projects.landing.price).toEqual({
      min: 2000,
      max: 4000,
    });

    await call({ action: 'publish', page: 'prices', locale: 'fr' });
    const again = await pricesWithLanding('fr', { min: 2100, max: 4100 });
    await call({ action: 'save_draft', page: 'prices', locale: 'en', content: again });
    await call({ action: 'publish', page: 'prices', locale: 'en' });
    for (const locale of ['en', 'fr']) {
      const { body } = await call({ action: 'get_revisions', page: 'prices', locale });
      expect(body.revisions.map((revision: { version: number }) => revision.version)).toEqual([
        2, 1,
      ]);
      expect(body.revisions[0].changed).toEqual(['prices.projects']);
    }
    const stored = await kit.db.query<{ locale: string }>(
      `SELECT DISTINCT locale FROM content_revisions WHERE page = 'prices'`,
    );
    expect(stored).toEqual([{ locale: 'en' }]);

    const { body: list } = await call({ action: 'get_revisions', page: 'prices', locale: 'fr' });
    const restored = await call({ action: 'restore_revision', revision_id: list.revisions[1].id });
    expect(restored.body.draft.content.prices.projects.landing.price).toEqual({
      min: 2000,
      max: 4000,
    });
  });

  it('is previewed on the estimator: a prices link shows the draft prices with the published texts', async () => {
    const content = await pricesWithLanding('en', { min: 2500, max: 5000 });
    await call({ action: 'save_draft', page: 'prices', locale: 'en', content });
    const estimatorDraft = await call({ action: 'get_draft', page: 'estimator', locale: 'fr' });
    const texts = structuredClone(estimatorDraft.body.draft.content);
    const publishedTitle = texts.estimator.title;
    texts.estimator.title = 'Titre en brouillon';
    await call({ action: 'save_draft', page: 'estimator', locale: 'fr', content: texts });

    const link = await call({ action: 'create_preview_link', page: 'prices', locale: 'fr' });
    expect(link.body.url).toBe(`http://localhost:3000/estimator?lng=fr&preview=${link.body.token}`);
    const preview = await estimatorPrices('fr', link.body.token);
    expect(preview.is_preview).toBe(true);
    expect(preview.content.prices.projects.landing.price).toEqual({ min: 2500, max: 5000 });
    expect(preview.content.estimator.title).toBe(publishedTitle);

    const textLink = await call({ action: 'create_preview_link', page: 'estimator', locale: 'fr' });
    const textPreview = await estimatorPrices('fr', textLink.body.token);
    expect(textPreview.content.estimator.title).toBe('Titre en brouillon');
    expect(textPreview.content.prices.projects.landing.price).toEqual({ min: 1500, max: 3000 });

    const elsewhere = await call(
      { action: 'get_published', page: 'home', locale: 'fr', preview: link.body.token },
      'anonymous',
    );
    expect(elsewhere.status).toBe(404);
  });

  it('publishes on schedule like any page', async () => {
    const content = await pricesWithLanding('fr', { min: 1600, max: 3100 });
    await call({ action: 'save_draft', page: 'prices', locale: 'fr', content });
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await call({ action: 'publish', page: 'prices', locale: 'fr', at });
    expect(scheduled.body.scheduled_at).toBe(at);
    const english = await call({ action: 'get_draft', page: 'prices', locale: 'en' });
    expect(english.body.draft.scheduled_at).toBe(at);
  });
});

describe('prices validation', () => {
  it('refuses negative or fractional prices and a minimum above its maximum', async () => {
    const content = await pricesWithLanding('fr', { min: 5000, max: 3000 });
    content.prices.features.cms.min = -1;
    content.prices.projects.saas.weeks.max = 2.5;
    const { status, body } = await call({
      action: 'save_draft',
      page: 'prices',
      locale: 'fr',
      content,
    });
    expect(status).toBe(400);
    expect(body.fields['content.prices.projects.landing.price.min']).toMatch(/minimum/);
    expect(body.fields['content.prices.features.cms.min']).toMatch(/negative/);
    expect(body.fields['content.prices.projects.saas.weeks.max']).toMatch(/whole/);
    const draft = await call({ action: 'get_draft', page: 'prices', locale: 'en' });
    expect(draft.body.draft.has_unpublished_changes).toBe(false);
  });

  it('refuses texts or prices sent to the other page', async () => {
    const { body: prices } = await call({ action: 'get_draft', page: 'prices', locale: 'en' });
    const { body: texts } = await call({ action: 'get_draft', page: 'estimator', locale: 'en' });
    const onEstimator = await call({
      action: 'save_draft',
      page: 'estimator',
      locale: 'en',
      content: { ...texts.draft.content, prices: prices.draft.content.prices },
    });
    expect(onEstimator.status).toBe(400);
    expect(onEstimator.body.fields).toHaveProperty('content');
    const wrongTypes = await call({
      action: 'save_draft',
      page: 'prices',
      locale: 'en',
      content: { prices: { projects: 'cheap', features: [] } },
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.fields)).toEqual(
      expect.arrayContaining(['content.prices.projects', 'content.prices.features']),
    );
  });
});
