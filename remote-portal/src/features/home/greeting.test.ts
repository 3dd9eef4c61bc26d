import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { brandLetter } from '../layout/PortalFrame';
import { portalGreeting } from './greeting';

async function tIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { portal: en }, fr: { portal: fr } } });
  return i18n.getFixedT(lng, 'portal');
}

describe('the portal greets the client on behalf of the agency named in Settings', () => {
  it('names the agency, in English and French, and never the built-in name', async () => {
    for (const lng of ['en', 'fr'] as const) {
      const t = await tIn(lng);
      for (const name of ['Ada', undefined]) {
        const greeting = portalGreeting(t, name, 'Northwind Studio');
        expect(greeting).toContain('Northwind Studio');
        expect(greeting).not.toContain('Atelier');
        if (name) expect(greeting).toContain(name);
      }
    }
  });

  it('names no agency while its name is being read', async () => {
    const t = await tIn('en');
    expect(portalGreeting(t, 'Ada', '')).toBe('Hello, Ada. Here is where your work stands.');
    expect(portalGreeting(t, undefined, '')).toBe('Hello. Here is where your work stands.');
  });
});

describe('the logo letter', () => {
  it("is the first letter of the agency's name", () => {
    expect(brandLetter('northwind Studio')).toBe('N');
    expect(brandLetter('  élan')).toBe('É');
    expect(brandLetter('')).toBe('');
  });
});
