import { setRuntimeConfig } from '@atelier/shared';
import type { BilingualImage } from '@atelier/shared/contract';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoverPicture } from './CoverPicture';

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

/** The cover's `alt` as the portal renders it, the client's UI in `language`. */
async function renderedAlt(
  image: BilingualImage,
  language: 'en' | 'fr',
): Promise<string | undefined> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['portal'],
    defaultNS: 'portal',
    resources: { en: { portal: {} }, fr: { portal: {} } },
  });
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(CoverPicture, { image })),
  );
  return /<img[^>]*\salt="([^"]*)"/.exec(html)?.[1];
}

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

describe("the proposal's cover in the portal", () => {
  it("is named in the client's language: French alt text in a French UI", async () => {
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
      createElement(I18nextProvider, { i18n }, createElement(CoverPicture, { image: cover })),
    );
    expect(html).toContain('src="http://api.test/storage/v1/object/public/media/img1/1280.jpg"');
  });
});
