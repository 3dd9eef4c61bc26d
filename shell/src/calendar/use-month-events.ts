import { type ApiFailure, type CalendarEvent, getEvents } from '@atelier/shared';
import { useCallback, useEffect, useState } from 'react';
import { withEvent } from './event-groups';
import { monthOf } from './month-grid';

const UNEXPECTED: ApiFailure = { success: false, error: 'Unexpected error', code: 'INTERNAL' };

type MonthState = { month: string; events: CalendarEvent[] | null; failure: ApiFailure | null };

/**
 * The events of the month shown, loaded whenever the month changes or `reload` is called. A
 * slow answer for a month no longer shown is dropped; a save shows at once, before the reload.
 */
export function useMonthEvents(month: string) {
  const [state, setState] = useState<MonthState>({ month, events: null, failure: null });
  const [loads, setLoads] = useState(0);

  // `loads` is not read: a change is the signal to load again.
  useEffect(() => {
    const controller = new AbortController();
    getEvents(month, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          result.success
            ? { month, events: result.events, failure: null }
            : { month, events: current.month === month ? current.events : null, failure: result },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[shell] loading the calendar failed', error);
        setState({ month, events: null, failure: UNEXPECTED });
      });
    return () => controller.abort();
  }, [month, loads]);

  const reload = useCallback(() => setLoads((count) => count + 1), []);

  /** Shows a saved event in its day (or takes it off this month when it moved away). */
  const showSaved = useCallback((saved: CalendarEvent) => {
    setState((current) => {
      if (!current.events) return current;
      const events =
        monthOf(saved.date) === current.month
          ? withEvent(current.events, saved)
          : current.events.filter((event) => event.id !== saved.id);
      return { ...current, events };
    });
  }, []);

  const showDeleted = useCallback((id: string) => {
    setState((current) =>
      current.events
        ? { ...current, events: current.events.filter((event) => event.id !== id) }
        : current,
    );
  }, []);

  const isCurrent = state.month === month;
  return {
    events: isCurrent ? state.events : null,
    failure: isCurrent ? state.failure : null,
    isLoading: !isCurrent || (state.events === null && state.failure === null),
    reload,
    showSaved,
    showDeleted,
  };
}
