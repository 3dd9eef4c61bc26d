/**
 * Whole cents in their currency, in a reader's language: one `Intl.NumberFormat` per currency
 * (and number of decimals), made on first use and kept, as every list formats many amounts.
 */
export function moneyFormatter(language: string) {
  const formats = new Map<string, Intl.NumberFormat>();
  const formatOf = (currency: string, fractionDigits?: number) => {
    const key = `${currency}/${fractionDigits}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        maximumFractionDigits: fractionDigits,
        minimumFractionDigits: fractionDigits,
      });
      formats.set(key, format);
    }
    return format;
  };
  /** 123450, 'USD' → "$1,234.50"; with `fractionDigits` 0, whole units ("$1,235"). */
  return (amount: number, currency: string, fractionDigits?: number): string =>
    formatOf(currency, fractionDigits).format(amount);
}
