import { describe, expect, it } from 'vitest';
import { formatFor, NO_VALUE, warmUpFormats } from './format';

// Intl separates French thousands and units with narrow no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFor, in English', () => {
  const format = formatFor('en', 'UTC');

  it('writes cents in their currency, to the cent, whole, or compact when round', () => {
    expect(format.money(123_450, 'USD')).toBe('$1,234.50');
    expect(format.money(123_450, 'EUR')).toBe('€1,234.50');
    expect(format.money(123_450)).toBe('$1,234.50');
    expect(format.wholeMoney(2_000_050, 'USD')).toBe('$20,001');
    expect(format.compactMoney(150_000, 'USD')).toBe('$1,500');
    expect(format.compactMoney(150_050, 'USD')).toBe('$1,500.50');
  });

  it('writes numbers to 2 decimals unless told, percents with a space before the sign', () => {
    expect(format.number(1234.567)).toBe('1,234.57');
    expect(format.number(72.35, 1)).toBe('72.4');
    expect(format.percent(12.5)).toBe('12.5 %');
    expect(format.percent(12.55)).toBe('12.6 %');
    expect(format.percent(33.333, 2)).toBe('33.33 %');
    expect(format.ratio(0.125)).toBe('12.5%');
    expect(format.ratio(0.6, 0)).toBe('60%');
    expect(format.ratio(0.055, 2)).toBe('5.5%');
  });

  it('shows a calendar date as that day, and instants in the reader’s zone', () => {
    expect(format.day('2026-11-25')).toBe('Nov 25, 2026');
    expect(format.day('2026-11-25T23:30:00Z')).toBe('Nov 25, 2026');
    expect(formatFor('en', 'America/Los_Angeles').day('2026-11-25')).toBe('Nov 25, 2026');
    expect(format.localDay('2026-11-25T14:30:00Z')).toBe('Nov 25, 2026');
    expect(formatFor('en', 'Asia/Tokyo').localDay('2026-11-25T23:30:00Z')).toBe('Nov 26, 2026');
    expect(format.moment('2026-11-25T14:30:00Z')).toBe('Nov 25, 2026, 2:30 PM');
    expect(format.longMoment('2026-11-25T14:30:00Z')).toBe('November 25, 2026 at 2:30 PM');
    expect(format.longLocalDay('2026-11-25T14:30:00Z')).toBe('November 25, 2026');
    expect(formatFor('en', 'Asia/Tokyo').longLocalDay('2026-11-25T23:30:00Z')).toBe(
      'November 26, 2026',
    );
    expect(format.month('2026-11')).toBe('Nov 2026');
  });

  it('reads a missing value as a dash', () => {
    expect(format.money(null, 'USD')).toBe(NO_VALUE);
    expect(format.percent(null)).toBe(NO_VALUE);
    expect(format.day(null)).toBe(NO_VALUE);
    expect(format.localDay(null)).toBe(NO_VALUE);
    expect(format.moment(null)).toBe(NO_VALUE);
    expect(format.money(0, 'USD')).toBe('$0.00');
  });
});

describe('formatFor, in French', () => {
  const format = formatFor('fr', 'UTC');

  it('writes cents in their currency, to the cent, whole, or compact when round', () => {
    expect(plain(format.money(123_450, 'USD'))).toBe('1 234,50 $US');
    expect(plain(format.money(123_450, 'EUR'))).toBe('1 234,50 €');
    expect(plain(format.wholeMoney(2_000_050, 'USD'))).toBe('20 001 $US');
    expect(plain(format.compactMoney(150_000, 'EUR'))).toBe('1 500 €');
    expect(plain(format.compactMoney(150_050, 'EUR'))).toBe('1 500,50 €');
  });

  it('writes numbers with a decimal comma and percents with a space before the sign', () => {
    expect(plain(format.number(1234.567))).toBe('1 234,57');
    expect(format.number(72.35, 1)).toBe('72,4');
    expect(format.percent(12.5)).toBe('12,5 %');
    expect(plain(format.ratio(0.125))).toBe('12,5 %');
  });

  it('writes dates the French way', () => {
    expect(format.day('2026-11-25')).toBe('25 nov. 2026');
    expect(format.localDay('2026-11-25T14:30:00Z')).toBe('25 nov. 2026');
    expect(format.moment('2026-11-25T14:30:00Z')).toBe('25 nov. 2026, 14:30');
    expect(format.longMoment('2026-11-25T14:30:00Z')).toBe('25 novembre 2026 à 14:30');
    expect(format.longLocalDay('2026-11-25T14:30:00Z')).toBe('25 novembre 2026');
    expect(format.month('2026-11')).toBe('nov. 2026');
  });
});

describe('formatFor keeps what each screen showed before it', () => {
  for (const language of ['en', 'fr']) {
    it(`in ${language}: the lead and scoring budgets, in whole US dollars`, () => {
      const before = new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      });
      for (const dollars of [0, 1500, 25_000, 1_234_567]) {
        expect(formatFor(language).wholeMoney(dollars * 100, 'USD')).toBe(before.format(dollars));
      }
    });

    it(`in ${language}: the scoring rates, in the language's percent style`, () => {
      const before = new Intl.NumberFormat(language, {
        style: 'percent',
        maximumFractionDigits: 1,
      });
      for (const rate of [0, 0.125, 0.3333, 1]) {
        expect(formatFor(language).ratio(rate)).toBe(before.format(rate));
      }
    });

    it(`in ${language}: instants in the reader's zone, as the leads and contracts showed them`, () => {
      const format = formatFor(language);
      const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
      const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
      const at = '2026-03-01T00:30:00Z';
      expect(format.localDay(at)).toBe(day.format(new Date(at)));
      expect(format.moment(at)).toBe(moment.format(new Date(at)));
    });
  }
});

describe('warmUpFormats', () => {
  it("makes a number and a date format in the page's language, the ones that load its data", () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const made: string[] = [];
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.push(`number ${args[0]}`);
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.push(`date ${args[0]}`);
      }
    } as typeof DateTimeFormat;
    try {
      warmUpFormats('fr');
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
    expect(made).toEqual(['number fr', 'date fr']);
  });
});
