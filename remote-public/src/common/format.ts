/**
 * Prices are quoted in US dollars in every language; only the number style follows the reader.
 * A formatter is costly to make (the home page formats dozens of prices as it renders), so one
 * is made per language and kept.
 */
function perLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}

const usdFormatter = perLanguage(
  (language) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);

const listFormatter = perLanguage(
  (language) => new Intl.ListFormat(language, { type: 'conjunction' }),
);

export function formatUsd(value: number, language: string): string {
  return usdFormatter(language).format(value);
}

export function formatUsdRange(range: { min: number; max: number }, language: string): string {
  return usdFormatter(language).formatRange(range.min, range.max);
}

export function formatList(items: readonly string[], language: string): string {
  return listFormatter(language).format(items);
}

/**
 * How a language writes a price, a range of prices and a list, as plain text read once from the
 * formatters above. The estimator's island writes with it (`writeUsdRange`, `writeList`) before
 * the takeover: making a number or list formatter in the browser takes ~100 ms each on a phone's
 * throttled CPU, which a tap would wait for (issue 32). The server render reads it and puts it in
 * the page (`data-writing`), so the island writes exactly what the server wrote.
 */
export type WritingStyle = {
  /** The thousands separator. */
  group: string;
  /** A range of two prices, `{min}` and `{max}` standing for the numbers. */
  range: string;
  /** A range whose ends are the same price, `{min}` for it (`~$5,000`). */
  same: string;
  /** Between the items of a list: of two, then after the first, the middle ones, before the last. */
  list: { pair: string; start: string; middle: string; end: string };
};

type Part = { type: string; value: string; source?: string };

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** `{min}` or `{max}` for each run of a number's parts, by the range end it belongs to. */
function template(parts: readonly Part[]): string {
  let text = '';
  let inNumber = false;
  for (const part of parts) {
    if (!NUMBER_PARTS.has(part.type)) {
      text += part.value;
      inNumber = false;
    } else if (!inNumber) {
      text += part.source === 'endRange' ? '{max}' : '{min}';
      inNumber = true;
    }
  }
  return text;
}

/** The literals between the items of `items` as the language's list formatter joins them. */
function separators(format: Intl.ListFormat, items: string[]): string[] {
  return format
    .formatToParts(items)
    .filter((part) => part.type === 'literal')
    .map((part) => part.value);
}

export const writingStyle = perLanguage((language): WritingStyle => {
  const usd = usdFormatter(language);
  const list = listFormatter(language);
  const [pair = ', '] = separators(list, ['a', 'b']);
  const [start = ', ', middle = ', ', end = ', '] = separators(list, ['a', 'b', 'c', 'd']);
  return {
    group: usd.formatToParts(1000).find((part) => part.type === 'group')?.value ?? '',
    range: template(usd.formatRangeToParts(1000, 2000)),
    same: template(usd.formatRangeToParts(1000, 1000)),
    list: { pair, start, middle, end },
  };
});

/** Whole dollars with the style's thousands separator. */
const writeNumber = (style: WritingStyle, value: number): string =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);

/** `formatUsdRange` without a formatter: what the island writes. */
export function writeUsdRange(style: WritingStyle, range: { min: number; max: number }): string {
  const min = writeNumber(style, range.min);
  const max = writeNumber(style, range.max);
  return (min === max ? style.same : style.range).replace('{min}', min).replace('{max}', max);
}

/** `formatList` without a formatter: what the island writes. */
export function writeList(style: WritingStyle, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}${style.list.pair}${items[1]}`;
  const last = items.length - 1;
  return items.reduce((text, item, index) => {
    if (index === 0) return item;
    const separator =
      index === 1 ? style.list.start : index === last ? style.list.end : style.list.middle;
    return `${text}${separator}${item}`;
  }, '');
}
