/**
 * What the estimator's server markup carries for its island (`islands/estimator.ts`), named
 * once for the page that writes them and the island that reads them.
 */
export const ISLAND = {
  root: 'data-estimator',
  prices: 'data-prices',
  weeksOne: 'data-weeks-one',
  weeksOther: 'data-weeks-other',
  weeksRange: 'data-weeks-range',
  duration: 'data-duration',
  noExtras: 'data-no-extras',
  /** How the page's language writes prices and lists (`WritingStyle` of `common/format`). */
  writing: 'data-writing',
  /** On an option's input: its label as shown. */
  label: 'data-label',
  /** On what shows a figure or a row: `price`, `duration`, `send`, `row-<key>`. */
  shows: 'data-shows',
} as const;
