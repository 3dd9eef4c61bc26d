/**
 * `@atelier/shared/data/calendar`: the admin calendar's data — the function's calls
 * (`calls.ts`: the events, and the caller's iCalendar feed link), the query keys (`keys.ts`),
 * what its writes refresh (`effects.ts`), the hook of the days a view shows and the writes'
 * hook (`use-calendar-*.ts`). No demo answers: the calendar shows what the server keeps.
 */
export * from './calls';
export { CALENDAR_WRITE_EFFECTS } from './effects';
export { calendarKeys } from './keys';
export { type CalendarRange, useCalendarRange } from './use-calendar-range';
export { useCalendarWrites } from './use-calendar-writes';
