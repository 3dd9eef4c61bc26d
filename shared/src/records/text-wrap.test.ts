import { describe, expect, it } from 'vitest';
import { wrapText } from './text-wrap';

/** Every character one unit wide at size 1. */
const mono = { widthOfTextAtSize: (text: string, size: number) => text.length * size };

describe('wrapText', () => {
  it('puts as many words on a line as fit, and keeps paragraphs apart', () => {
    expect(wrapText('one two three four\nfive', mono, 1, 9)).toEqual([
      'one two',
      'three',
      'four',
      'five',
    ]);
  });

  it('cuts a word longer than a line, however long', () => {
    const long = 'x'.repeat(5000);
    const lines = wrapText(`a ${long}`, mono, 2, 100);
    expect(lines[0]).toBe('a');
    expect(lines.slice(1).every((line) => line.length <= 50)).toBe(true);
    expect(lines.slice(1).join('')).toBe(long);
  });

  it('measures the text as it will be drawn (WinAnsi)', () => {
    expect(wrapText('Łódź 12\u202f%', mono, 1, 100)).toEqual(['Lódz 12\u00a0%']);
  });
});
