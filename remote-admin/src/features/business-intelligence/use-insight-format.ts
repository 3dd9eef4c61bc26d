import { useRecordFormat } from '../../common/use-record-format';

/** What stands for a figure that does not exist (a rate without leads, an average of nothing). */
export const NO_FIGURE = '—';

/** The page's figures as text: cents in a currency, rates, counts. */
export function useInsightFormat() {
  const format = useRecordFormat();
  return {
    ...format,
    /** A rate in percent, or a dash when there is nothing to divide by. */
    rate: (value: number | null) => (value === null ? NO_FIGURE : format.percent(value)),
    /** Cents, or a dash for an average of nothing. */
    optionalMoney: (cents: number | null, currency: string) =>
      cents === null ? NO_FIGURE : format.money(cents, currency),
  };
}
