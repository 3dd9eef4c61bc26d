import { describe, expect, it } from 'vitest';
import { formatList, formatUsd, formatUsdRange } from './format';

describe('price formatting', () => {
  it('writes whole dollars in the reader’s number style', () => {
    expect(formatUsd(1500, 'en')).toBe('$1,500');
    expect(formatUsd(1500, 'fr').replace(/\s/g, ' ')).toBe('1 500 $US');
  });

  it('writes a range once with both bounds', () => {
    expect(formatUsdRange({ min: 1500, max: 3000 }, 'en')).toMatch(/^\$1,500\s?–\s?\$3,000$/);
  });

  it('joins a list with the language’s conjunction', () => {
    expect(formatList(['CMS', 'SEO', 'i18n'], 'fr')).toBe('CMS, SEO et i18n');
  });
});
