/**
 * Calendar-day arithmetic on `YYYY-MM-DD`. Which day is today is the agency's
 * (`agencyToday`, db/agency-time.ts).
 */

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
