import { describe, expect, it } from 'vitest';
import { type As, useFunctionKit } from '../../test/function-kit.ts';

const kit = useFunctionKit({
  truncate: ['content_drafts', 'content_revisions', 'content_schedules', 'content_preview_tokens'],
});

const call = (body: Record<string, unknown>, as: As = 'admin') => kit.call('content', body, as);

const SEED_TITLE_FR = 'Des sites et des applications qui font grandir votre activité';

/** The French home page's draft with its hero title changed. */
async function draftWithTitle(title: string) {
  const { body } = await call({ action: 'get_draft', page: 'home', locale: 'fr' });
  const content = structuredClone(body.draft.content);
  content.home.hero.title = title;
  return content;
}

async function saveTitle(title: string) {
  const content = await draftWithTitle(title);
  const answer = await call({ action: 'save_draft', page: 'home', locale: 'fr', content });
  expect(answer.status).toBe(200);
  return answer;
}

const published = async (locale = 'fr', as: As = 'anonymous') =>
  (await call({ action: 'get_published', page: 'home', locale }, as)).body;

describe('get_published', () => {
  it('answers the seed (the bundled texts, version 0) before anything is published', async () => {
    const body = await published('fr');
    expect(body).toMatchObject({
      success: true,
      version: 0,
      published_at: null,
      is_preview: false,
    });
    expect(body.content.home.hero.title).toBe(SEED_TITLE_FR);
    expect(Object.keys(body.content).sort()).toEqual(['contact', 'cta', 'home']);
    const estimator = await call(
      { action: 'get_published', page: 'estimator', locale: 'en' },
      'anonymous',
    );
    expect(estimator.body.content.prices.projects.landing.price).toEqual({ min: 1500, max: 3000 });
    expect(Object.keys(estimator.body.content).sort()).toEqual(['estimator', 'prices']);
    const terms = await call({ action: 'get_published', page: 'terms', locale: 'fr' }, 'anonymous');
    expect(terms.body.content.terms.sections.length).toBeGreaterThan(3);
  });

  it('refuses an unknown page or language with a field message', async () => {
    const { status, body } = await call(
      { action: 'get_published', page: 'blog', locale: 'de' },
      'anonymous',
    );
    expect(status).toBe(400);
    expect(Object.keys(body.fields).sort()).toEqual(['locale', 'page']);
  });
});

describe('drafts and publishing', () => {
  it('keeps a saved draft off the site until it is published', async () => {
    const saved = await saveTitle('Nouveau titre');
    expect(saved.body.draft).toMatchObject({ has_unpublished_changes: true, version: 0 });
    expect((await published()).content.home.hero.title).toBe(SEED_TITLE_FR);

    const done = await call({ action: 'publish', page: 'home', locale: 'fr' });
    expect(done.status).toBe(200);
    expect(done.body.revision.version).toBe(1);
    expect(done.body.draft.has_unpublished_changes).toBe(false);
    const after = await published();
    expect(after).toMatchObject({ version: 1 });
    expect(after.content.home.hero.title).toBe('Nouveau titre');
    // The other language is its own document.
    expect((await published('en')).content.home.hero.title).toBe(
      'Websites and apps that grow your business',
    );
  });

  it('answers field errors with their paths and changes nothing', async () => {
    const content = await draftWithTitle('x'.repeat(1001));
    content.home.hero.subtitle = 'a\u0000b';
    content.home.extra = 'not a field';
    const { status, body } = await call({
      action: 'save_draft',
      page: 'home',
      locale: 'fr',
      content,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields['content.home.hero.title']).toMatch(/at most 1000/);
    expect(body.fields['content.home.hero.subtitle']).toMatch(/control characters/);
    expect(body.fields['content.home']).toBeDefined();
    const draft = (await call({ action: 'get_draft', page: 'home', locale: 'fr' })).body.draft;
    expect(draft.has_unpublished_changes).toBe(false);
  });

  it('refuses wrong JSON types and a wrong list size', async () => {
    for (const content of [null, 'text', [1, 2]]) {
      const { status } = await call({ action: 'save_draft', page: 'home', locale: 'fr', content });
      expect(status).toBe(400);
    }
    const { body: current } = await call({ action: 'get_draft', page: 'privacy', locale: 'en' });
    const emptied = structuredClone(current.draft.content);
    emptied.privacy.sections = [];
    const { status, body } = await call({
      action: 'save_draft',
      page: 'privacy',
      locale: 'en',
      content: emptied,
    });
    expect(status).toBe(400);
    expect(body.fields['content.privacy.sections']).toMatch(/at least one/);
  });
});

describe('revisions', () => {
  it('lists each publish with its author and what changed, and restores one as the draft', async () => {
    await saveTitle('Premier');
    await call({ action: 'publish', page: 'home', locale: 'fr' });
    await saveTitle('Second');
    await call({ action: 'publish', page: 'home', locale: 'fr' });

    const { body } = await call({ action: 'get_revisions', page: 'home', locale: 'fr' });
    expect(body.revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const [latest, first] = body.revisions;
    expect(latest.author).toEqual({ name: 'Ada Admin', email: expect.stringContaining('@') });
    expect(latest.changed).toEqual(['home.hero']);
    expect(first.changed).toContain('home.hero');

    const restored = await call({ action: 'restore_revision', revision_id: first.id });
    expect(restored.status).toBe(200);
    expect(restored.body.draft.content.home.hero.title).toBe('Premier');
    expect(restored.body.draft.has_unpublished_changes).toBe(true);
    expect((await published()).content.home.hero.title).toBe('Second');
    await call({ action: 'publish', page: 'home', locale: 'fr' });
    expect(await published()).toMatchObject({ version: 3 });
    expect((await published()).content.home.hero.title).toBe('Premier');
  });

  it('answers 404 for an unknown revision', async () => {
    for (const revision_id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status } = await call({ action: 'restore_revision', revision_id });
      expect(status).toBe(404);
    }
  });
});

describe('preview links', () => {
  async function previewToken(page = 'home') {
    const { status, body } = await call({ action: 'create_preview_link', page, locale: 'fr' });
    expect(status).toBe(200);
    return body;
  }

  it('shows the draft to anyone with a valid link, the published page to others', async () => {
    await saveTitle('Brouillon visible');
    const link = await previewToken();
    expect(link.url).toBe(`http://localhost:3000/?lng=fr&preview=${link.token}`);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const preview = await call(
      { action: 'get_published', page: 'home', locale: 'fr', preview: link.token },
      'anonymous',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.is_preview).toBe(true);
    expect(preview.body.content.home.hero.title).toBe('Brouillon visible');
    expect((await published()).content.home.hero.title).toBe(SEED_TITLE_FR);
  });

  it('refuses an expired link (410), another page’s link and an unknown one (404)', async () => {
    await saveTitle('Brouillon');
    const servicesLink = await previewToken('services');
    const wrongPage = await call(
      { action: 'get_published', page: 'home', locale: 'fr', preview: servicesLink.token },
      'anonymous',
    );
    expect(wrongPage.status).toBe(404);
    const unknown = await call(
      { action: 'get_published', page: 'home', locale: 'fr', preview: 'nope' },
      'anonymous',
    );
    expect(unknown.status).toBe(404);

    const link = await previewToken();
    await kit.db.exec(`UPDATE content_preview_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await call(
      { action: 'get_published', page: 'home', locale: 'fr', preview: link.token },
      'anonymous',
    );
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ success: false, code: 'PREVIEW_EXPIRED' });
  });
});

describe('roles', () => {
  it('keeps every action but get_published to admins', async () => {
    const payloads = [
      { action: 'get_draft', page: 'home', locale: 'en' },
      { action: 'save_draft', page: 'home', locale: 'en', content: {} },
      { action: 'publish', page: 'home', locale: 'en' },
      { action: 'get_revisions', page: 'home', locale: 'en' },
      { action: 'restore_revision', revision_id: '00000000-0000-4000-8000-000000000000' },
      { action: 'create_preview_link', page: 'home', locale: 'en' },
    ];
    for (const payload of payloads) {
      expect((await call(payload, 'anonymous')).status).toBe(401);
      expect((await call(payload, 'client')).status).toBe(403);
    }
    expect(
      (await call({ action: 'get_draft', page: 'home', locale: 'en' }, 'super_admin')).status,
    ).toBe(200);
    expect((await published('en', 'client')).success).toBe(true);
  });
});
