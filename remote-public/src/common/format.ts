/** Prices are quoted in US dollars in every language; only the number style follows the reader. */
function usdFormatter(language: string) {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
}

export function formatUsd(value: number, language: string): string {
  return usdFormatter(language).format(value);
}

export function formatUsdRange(range: { min: number; max: number }, language: string): string {
  return usdFormatter(language).formatRange(range.min, range.max);
}

export function formatList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}
