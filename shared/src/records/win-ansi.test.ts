import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('maps the spaces Intl puts in French amounts to a no-break space', () => {
    const french = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(
      1234.5,
    );
    const mapped = toWinAnsi(french);
    expect(mapped).toBe('1\u00a0234,50\u00a0€');
    expect([...mapped].every(isWinAnsi)).toBe(true);
  });

  it('keeps Latin-1, curly quotes, dashes, the euro sign and line breaks', () => {
    const text = 'Café « déjà » — “quoted” ‘text’ … 5 € – ok\nnext';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('replaces what the font lacks with the nearest it has', () => {
    expect(toWinAnsi('Łódź Győr')).toBe('Lódz Gyor');
    expect(toWinAnsi('−5\u2009%')).toBe('-5 %');
    expect(toWinAnsi('a\u200bb\tc')).toBe('ab c');
    expect(toWinAnsi('日本')).toBe('??');
    expect(toWinAnsi('🎨')).toBe('?');
  });
});
