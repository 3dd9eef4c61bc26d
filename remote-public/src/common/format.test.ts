import { describe, expect, it } from 'vitest';
import {
  formatList,
  formatUsd,
  formatUsdRange,
  writeList,
  writeUsdRange,
  writingStyle,
} from './format';

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

describe('writing without a formatter (the estimator island)', () => {
  const prices = [0, 7, 999, 1000, 1500, 14_800, 28_500, 99_999, 100_000, 1_234_567];

  it.each(['en', 'fr'])('writes every range as the formatter does, in %s', (language) => {
    const style = writingStyle(language);
    for (const min of prices) {
      for (const max of prices) {
        if (max < min) continue;
        expect(writeUsdRange(style, { min, max })).toBe(formatUsdRange({ min, max }, language));
      }
    }
  });

  it.each(['en', 'fr'])('joins lists of any length as the formatter does, in %s', (language) => {
    const style = writingStyle(language);
    const items = ['CMS', 'SEO', 'i18n', 'Blog', 'Shop', 'Booking'];
    for (let count = 1; count <= items.length; count += 1) {
      const some = items.slice(0, count);
      expect(writeList(style, some)).toBe(formatList(some, language));
    }
  });

  it('carries the language in plain strings the page can hold', () => {
    expect(JSON.parse(JSON.stringify(writingStyle('en')))).toEqual({
      group: ',',
      range: expect.stringMatching(/^\$\{min\}\s?–\s?\$\{max\}$/),
      same: expect.stringMatching(/^~\$\{min\}$/),
      list: { pair: ' and ', start: ', ', middle: ', ', end: ', and ' },
    });
  });
});
