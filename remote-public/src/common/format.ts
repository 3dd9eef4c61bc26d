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
