import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPrices, SEED_PRICES } from './prices-store';

const callAction = vi.fn();

vi.mock('@atelier/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callAction: (...args: unknown[]) => callAction(...args),
  translationsReady: () => Promise.resolve(),
}));

const { EMBEDDED_CONTENT_ID, embeddedContentScript, ensureContent } = await import('./published');

beforeEach(async () => {
  callAction.mockReset();
  if (!i18next.isInitialized) {
    await i18next.init({ lng: 'en', resources: {} });
  }
  i18next.addResourceBundle(
    'en',
    'public',
    { home: { hero: { title: 'Seed title' } } },
    true,
    true,
  );
});

describe('ensureContent', () => {
  it('lays the published document over the bundled strings, and its prices in the store', async () => {
    const prices = structuredClone(SEED_PRICES);
    const landing = prices.projects.landing;
    if (landing) landing.price = { min: 1800, max: 3200 };
    callAction.mockResolvedValue({
      success: true,
      version: 2,
      is_preview: false,
      content: { estimator: { title: 'Published estimator' }, prices },
    });
    await ensureContent('estimator', 'en');
    expect(i18next.t('estimator.title', { ns: 'public' })).toBe('Published estimator');
    expect(getPrices().projects.landing?.price).toEqual({ min: 1800, max: 3200 });
    expect(i18next.getResource('en', 'public', 'prices')).toBeUndefined();
  });

  it('keeps one set of prices for every language (prices have no language)', async () => {
    const prices = structuredClone(SEED_PRICES);
    const landing = prices.projects.landing;
    if (landing) landing.price = { min: 2200, max: 4400 };
    callAction.mockResolvedValue({
      success: true,
      version: 1,
      is_preview: false,
      content: { estimator: { title: 'Estimateur publié' }, prices },
    });
    await ensureContent('estimator', 'fr');
    expect(getPrices().projects.landing?.price).toEqual({ min: 2200, max: 4400 });
  });

  it('asks the server once per page and language in a browser', async () => {
    vi.stubGlobal('window', {});
    callAction.mockResolvedValue({ success: true, version: 1, is_preview: false, content: {} });
    try {
      await ensureContent('terms', 'en');
      await ensureContent('terms', 'en');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(callAction).toHaveBeenCalledTimes(1);
    expect(callAction.mock.calls[0]?.slice(0, 3)).toEqual([
      'content',
      'get_published',
      { page: 'terms', locale: 'en' },
    ]);
  });

  it('keeps the seed when the server fails, and asks again next time', async () => {
    callAction.mockRejectedValueOnce(new Error('offline'));
    await expect(ensureContent('home', 'en')).resolves.toBeUndefined();
    expect(i18next.t('home.hero.title', { ns: 'public' })).toBe('Seed title');
    callAction.mockResolvedValue({
      success: true,
      version: 1,
      is_preview: false,
      content: { home: { hero: { title: 'Now published' } } },
    });
    await ensureContent('home', 'en');
    expect(i18next.t('home.hero.title', { ns: 'public' })).toBe('Now published');
  });

  it('falls back to the published page when a preview link is refused', async () => {
    callAction
      .mockResolvedValueOnce({ success: false, code: 'PREVIEW_EXPIRED', error: 'expired' })
      .mockResolvedValueOnce({
        success: true,
        version: 1,
        is_preview: false,
        content: { privacy: { title: 'Published privacy' } },
      });
    await ensureContent('privacy', 'en', 'old-token');
    expect(callAction.mock.calls[1]?.[2]).toEqual({ page: 'privacy', locale: 'en' });
    expect(i18next.t('privacy.title', { ns: 'public' })).toBe('Published privacy');
  });
});

describe('ensureContent in a server render', () => {
  it('shares a fetch among the renders that ask while it runs, and asks again for the next page served', async () => {
    vi.stubGlobal('window', undefined);
    try {
      callAction.mockResolvedValue({ success: true, version: 1, is_preview: false, content: {} });
      await Promise.all([ensureContent('services', 'fr'), ensureContent('services', 'fr')]);
      expect(callAction).toHaveBeenCalledTimes(1);
      await ensureContent('services', 'fr');
      expect(callAction).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the published documents a server-rendered page carries', () => {
  it('are the ones its render fetched, for the page and those it shows, escaped for HTML', async () => {
    vi.stubGlobal('window', undefined);
    try {
      callAction.mockImplementation((_fn: string, _action: string, payload: { page: string }) =>
        Promise.resolve({
          success: true,
          version: 3,
          is_preview: false,
          content: { [payload.page]: { title: `</script><b>${payload.page}` } },
        }),
      );
      await Promise.all([ensureContent('home', 'fr'), ensureContent('estimator', 'fr')]);
      const script = embeddedContentScript('home', 'fr');
      expect(script).toMatch(
        new RegExp(`^<script type="application/json" id="${EMBEDDED_CONTENT_ID}">`),
      );
      expect(script.match(/<\/script>/g)).toHaveLength(1);
      const json = JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
      expect(Object.keys(json).sort()).toEqual(['estimator:fr', 'home:fr']);
      expect(json['home:fr'].content.home.title).toBe('</script><b>home');
      // Nothing fetched for this language: nothing carried.
      expect(embeddedContentScript('terms', 'fr')).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are taken by the browser without a call, and a preview still asks the server', async () => {
    const carried = {
      'services:en': {
        success: true,
        version: 4,
        is_preview: false,
        content: { services: { title: 'Carried services' } },
      },
    };
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      getElementById: (id: string) =>
        id === EMBEDDED_CONTENT_ID ? { textContent: JSON.stringify(carried) } : null,
    });
    vi.resetModules();
    try {
      const fresh = await import('./published');
      await fresh.ensureContent('services', 'en');
      expect(callAction).not.toHaveBeenCalled();
      expect(i18next.t('services.title', { ns: 'public' })).toBe('Carried services');
      callAction.mockResolvedValue({ success: true, version: 5, is_preview: true, content: {} });
      await fresh.ensureContent('services', 'en', 'preview-token');
      expect(callAction).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
