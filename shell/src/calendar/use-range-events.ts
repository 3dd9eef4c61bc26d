import type { CalendarEvent } from '@atelier/shared';
import { getEventsInRange } from '@atelier/shared/api';
import { calendarKeys, invalidateAfterWrite, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DayRange, isInRange } from './calendar-views';
import { withEvent } from './event-groups';

/**
 * The events of the days shown (a month grid's weeks, neighbouring months' days included; a
 * week; the agenda), through the shared cache. A save shows at once, then the calendar and
 * what derives from it (the dashboard's upcoming events) load again, wherever they are shown.
 * An answer for days no longer shown never replaces the one shown.
 */
export function useRangeEvents(range: DayRange) {
  const queryClient = useQueryClient();
  const query = useApiQuery(calendarKeys.range(range.from, range.to), (signal) =>
    getEventsInRange(range, { signal }),
  );
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
      void invalidateAfterWrite(queryClient, 'calendar');
    },
    [range, queryClient, setData],
  );

  const showDeleted = useCallback(
    (id: string) => {
      setData((data) => ({ ...data, events: data.events.filter((event) => event.id !== id) }));
      void invalidateAfterWrite(queryClient, 'calendar');
    },
    [queryClient, setData],
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
