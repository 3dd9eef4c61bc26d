/**
 * The calendar day (UTC) the server acts on: an invoice's issue date and default due date, the
 * latest allowed payment date. Read from `Date`, so tests move it with `vi.setSystemTime`.
 */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
