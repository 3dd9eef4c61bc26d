import type { CalendarEvent } from '@atelier/shared';
import { getEvents } from '@atelier/shared/api';
import { calendarKeys, invalidateAfterWrite, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withEvent } from './event-groups';
import { monthOf } from './month-grid';

/**
 * The events of the month shown, through the shared cache. A save shows at once, then the
 * calendar and what derives from it (the dashboard's upcoming events) load again, wherever
 * they are shown. An answer for a month no longer shown never replaces the one shown.
 */
export function useMonthEvents(month: string) {
  const queryClient = useQueryClient();
  const query = useApiQuery(calendarKeys.month(month), (signal) => getEvents(month, { signal }));
  const { setData } = query;

  /** Shows a saved event in its day (or takes it off this month when it moved away). */
  const showSaved = useCallback(
    (saved: CalendarEvent) => {
      setData((data) => ({
        ...data,
        events:
          monthOf(saved.date) === month
            ? withEvent(data.events, saved)
            : data.events.filter((event) => event.id !== saved.id),
      }));
      void invalidateAfterWrite(queryClient, 'calendar');
    },
    [month, queryClient, setData],
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
