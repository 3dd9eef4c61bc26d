import { NO_DEMO } from '../../api/write-options';
import type { CalendarEventChanges, NewCalendarEvent } from '../../contract/calendar';
import { useRecordWrites } from '../../query/use-record-writes';
import { createEvent, deleteEvent, updateEvent } from './calls';

/**
 * The calendar's writes; each that succeeds refreshes what a calendar write changes
 * (`effects.ts`: the events, and the dashboard's upcoming ones).
 */
export function useCalendarWrites() {
  return useRecordWrites(['calendar'], (write) => ({
    create: (event: NewCalendarEvent) => write(() => createEvent(event, NO_DEMO)),
    update: (changes: CalendarEventChanges) => write(() => updateEvent(changes, NO_DEMO)),
    remove: (id: string) => write(() => deleteEvent(id, NO_DEMO)),
  }));
}
