import { setRuntimeConfig } from '@atelier/shared';
import type { BilingualImage } from '@atelier/shared/contract';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { BilingualPicture } from './BilingualPicture';

const cover: BilingualImage = {
  id: 'img1',
  width: 1280,
  height: 640,
  alt: 'A studio',
  alt_text: { en: 'A studio', fr: 'Un atelier' },
  focal: { x: 0.5, y: 0.5 },
  src: '/storage/v1/object/public/media/img1/1280.jpg',
  sources: [{ type: 'image/jpeg', srcset: '/storage/v1/object/public/media/img1/1280.jpg 1280w' }],
};

/** The image's `alt` as a page in `language` renders it. */
async function renderedAlt(
  image: BilingualImage,
  language: 'en' | 'fr',
): Promise<string | undefined> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
  });
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(BilingualPicture, { image, sizes: '100vw' }),
    ),
  );
  return /<img[^>]*\salt="([^"]*)"/.exec(html)?.[1];
}

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

describe("BilingualPicture (a proposal's cover, the logo)", () => {
  it("is named in the page's language: French alt text in a French UI", async () => {
    expect(await renderedAlt(cover, 'fr')).toBe('Un atelier');
    expect(await renderedAlt(cover, 'en')).toBe('A studio');
  });

  it('falls back to the other language rather than an empty alt', async () => {
    expect(await renderedAlt({ ...cover, alt_text: { en: '', fr: 'Un atelier' } }, 'en')).toBe(
      'Un atelier',
    );
  });

  it('draws every source with the API origin in front', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
    const html = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(BilingualPicture, { image: cover, sizes: '100vw' }),
      ),
    );
    expect(html).toContain('src="http://api.test/storage/v1/object/public/media/img1/1280.jpg"');
  });
});
