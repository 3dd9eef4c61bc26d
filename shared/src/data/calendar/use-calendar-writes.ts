import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../api/write-options';
import type { CalendarEventChanges, NewCalendarEvent } from '../../contract/calendar';
import { recordWriter } from '../../query/invalidate';
import { createEvent, deleteEvent, updateEvent } from './calls';

/**
 * The calendar's writes; each that succeeds refreshes what a calendar write changes
 * (`effects.ts`: the events, and the dashboard's upcoming ones).
 */
export function useCalendarWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'calendar');
    return {
      create: (event: NewCalendarEvent) => write(() => createEvent(event, NO_DEMO)),
      update: (changes: CalendarEventChanges) => write(() => updateEvent(changes, NO_DEMO)),
      remove: (id: string) => write(() => deleteEvent(id, NO_DEMO)),
    };
  }, [queryClient]);
}
