import { setRuntimeConfig } from '@atelier/shared';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageAlt, renderInLanguage } from '../../common/render-in-language';
import { LogoPreview } from './LogoPreview';
import settingsEn from './locales/en.json';
import settingsFr from './locales/fr.json';

const areas = { en: { settings: settingsEn }, fr: { settings: settingsFr } };

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

describe("the settings' logo preview", () => {
  it('is named by the library alt text of the language the page shows', async () => {
    const logo = createElement(LogoPreview, {
      url: '/storage/v1/object/public/media/l/400.png',
      alt: { en: 'Atelier studio logo', fr: 'Logo du studio Atelier' },
    });
    expect(imageAlt(await renderInLanguage(logo, 'fr', areas))).toBe('Logo du studio Atelier');
    expect(imageAlt(await renderInLanguage(logo, 'en', areas))).toBe('Atelier studio logo');
  });

  it('names an older logo without alt text by its role, in French', async () => {
    const legacy = createElement(LogoPreview, {
      url: '/storage/v1/object/public/media/branding/logo.png',
      alt: null,
    });
    expect(imageAlt(await renderInLanguage(legacy, 'fr', areas))).toBe(
      'Le logo actuel de l’agence',
    );
  });
});
