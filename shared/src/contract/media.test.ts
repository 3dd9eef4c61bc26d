import { describe, expect, it } from 'vitest';
import { altIn } from './media';

describe('altIn', () => {
  const alt = { en: 'A shop front', fr: 'Une vitrine' };

  it('names the image in the reader language, French for any fr- tag', () => {
    expect(altIn(alt, 'en')).toBe('A shop front');
    expect(altIn(alt, 'fr')).toBe('Une vitrine');
    expect(altIn(alt, 'fr-CA')).toBe('Une vitrine');
    expect(altIn(alt, 'de')).toBe('A shop front');
    expect(altIn(alt, undefined)).toBe('A shop front');
  });

  it('falls back to the other language rather than leaving the image unnamed', () => {
    expect(altIn({ en: '', fr: 'Une vitrine' }, 'en')).toBe('Une vitrine');
    expect(altIn({ en: 'A shop front', fr: '   ' }, 'fr')).toBe('A shop front');
  });
});
