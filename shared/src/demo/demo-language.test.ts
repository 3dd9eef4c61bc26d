import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoLanguage, inDemoLanguage } from './demo-language';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', fallbackLng: 'en', resources: {} });
});
afterEach(() => i18next.changeLanguage('en'));

describe('the demo data’s language', () => {
  it('is the shown language of the product, a regional variant read as its base', async () => {
    await i18next.changeLanguage('fr-CA');
    expect(demoLanguage()).toBe('fr');
    expect(inDemoLanguage({ en: 'Kick-off', fr: 'Lancement' })).toBe('Lancement');
    await i18next.changeLanguage('en-GB');
    expect(demoLanguage()).toBe('en');
    expect(inDemoLanguage({ en: 'Kick-off', fr: 'Lancement' })).toBe('Kick-off');
  });

  it('falls back to English for a language the product does not have', async () => {
    await i18next.changeLanguage('de');
    expect(demoLanguage()).toBe('en');
  });
});
