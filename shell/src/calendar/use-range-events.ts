import type { CalendarEvent } from '@atelier/shared';
import { useCalendarRange } from '@atelier/shared/data/calendar';
import { useCallback } from 'react';
import { type DayRange, isInRange } from './calendar-views';
import { withEvent } from './event-groups';

/**
 * The events of the days shown (a month grid's weeks, neighbouring months' days included; a
 * week; the agenda), through the shared cache. A save shows at once in the days shown; the
 * write itself (`useCalendarWrites`) makes the calendar and what derives from it (the
 * dashboard's upcoming events) load again, wherever they are shown. An answer for days no
 * longer shown never replaces the one shown.
 */
export function useRangeEvents(range: DayRange) {
  const query = useCalendarRange(range);
  const { setData } = query;

  /** Shows a saved event in its day (or takes it off the days shown when it moved away). */
  const showSaved = useCallback(
    (saved: CalendarEvent) => {
      setData((data) => ({
        ...data,
        events: isInRange(saved.date, range)
          ? withEvent(data.events, saved)
          : data.events.filter((event) => event.id !== saved.id),
      }));
    },
    [range, setData],
  );

  const showDeleted = useCallback(
    (id: string) => {
      setData((data) => ({ ...data, events: data.events.filter((event) => event.id !== id) }));
    },
    [setData],
  );

  return {
    events: query.data?.events ?? null,
    failure: query.failure,
    isLoading: query.isLoading,
    reload: query.refetch,
    showSaved,
    showDeleted,
  };
}
