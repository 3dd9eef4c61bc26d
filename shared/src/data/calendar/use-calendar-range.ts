import { useApiQuery } from '../../query/use-api-query';
import { getEventsInRange } from './calls';
import { calendarKeys } from './keys';

/** The days `from`..`to` (`YYYY-MM-DD`, both included) a view shows. */
export type CalendarRange = { from: string; to: string };

/** The events of the days a view shows, with the milestone and invoice deadlines. */
export function useCalendarRange(range: CalendarRange) {
  return useApiQuery(calendarKeys.range(range.from, range.to), (signal) =>
    getEventsInRange(range, { signal }),
  );
}
