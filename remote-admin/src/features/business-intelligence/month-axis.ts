/** At most this many labels under the monthly chart, so they never overlap. */
export const MAX_AXIS_LABELS = 12;

/**
 * The labels under the monthly columns: the short month name ("Nov") for a year or less; for a
 * longer range every n-th month only, with its two-digit year ("Nov 25"), others left blank.
 */
export function monthAxisLabels(
  months: readonly string[],
  shortMonth: (yearMonth: string) => string,
): string[] {
  const step = Math.ceil(months.length / MAX_AXIS_LABELS);
  return months.map((month, index) => {
    if (index % step !== 0) return '';
    return step === 1 ? shortMonth(month) : `${shortMonth(month)} ${month.slice(2, 4)}`;
  });
}
