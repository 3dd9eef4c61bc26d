import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addElisionFormatters } from './elision';

async function french(text: string) {
  const instance = createInstance();
  await instance.init({
    lng: 'fr',
    resources: { fr: { translation: { text } } },
    interpolation: { escapeValue: false },
  });
  addElisionFormatters(instance);
  return (values: Record<string, string>) => instance.t('text', values);
}

describe('the `de` formatter', () => {
  it('elides "de" before a vowel: "d’Atelier", not "de Atelier"', async () => {
    const t = await french('Nouveau message {{agency, de}}');
    expect(t({ agency: 'Atelier' })).toBe('Nouveau message d’Atelier');
    expect(t({ agency: 'Émile & Co' })).toBe('Nouveau message d’Émile & Co');
  });

  it('keeps "de" before a consonant, an "h" or a "y"', async () => {
    const t = await french('Avancement {{name, de}}');
    expect(t({ name: 'Studio X' })).toBe('Avancement de Studio X');
    expect(t({ name: 'Hélène' })).toBe('Avancement de Hélène');
    expect(t({ name: 'Yvonne' })).toBe('Avancement de Yvonne');
  });

  it('elides "que" the same way', async () => {
    const t = await french('Vous signez en tant {{name, que}}');
    expect(t({ name: 'Anne Roy' })).toBe('Vous signez en tant qu’Anne Roy');
    expect(t({ name: 'Marc Roy' })).toBe('Vous signez en tant que Marc Roy');
  });
});
