export const calendarKeys = {
  all: ['calendar'] as const,
  /** `YYYY-MM`. */
  month: (month: string) => ['calendar', 'month', month] as const,
  /** The days `from`..`to` (`YYYY-MM-DD`) a view shows. */
  range: (from: string, to: string) => ['calendar', 'range', from, to] as const,
};
