import type { ApiFailure } from '@atelier/shared';
import type { BookingPage } from '@atelier/shared/contract';
import { useCallback, useEffect, useState } from 'react';
import { getBookingPage } from './booking-api';

export type BookingPageQuery = {
  meetingType: string | null;
  from: string | null;
  timeZone: string | null;
  language: string;
};

export type BookingPageState =
  | { status: 'loading'; page: BookingPage | null }
  | { status: 'failed'; page: BookingPage | null; failure: ApiFailure | null }
  | { status: 'ready'; page: BookingPage };

/**
 * The open slots for a query, read in the browser only (the server renders the page around a
 * loading state): the visitor's zone is known there. `reload` asks again (after a 409, a retry).
 * Nothing is asked until the zone is known.
 */
export function useBookingPage(query: BookingPageQuery) {
  const [state, setState] = useState<BookingPageState>({ status: 'loading', page: null });
  const [round, setRound] = useState(0);
  const { meetingType, from, timeZone, language } = query;

  useEffect(() => {
    if (!timeZone) return;
    // `round` is read so that `reload` asks again with the same query.
    void round;
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', page: current.page }));
    getBookingPage(
      {
        ...(meetingType ? { meeting_type: meetingType } : {}),
        ...(from ? { from } : {}),
        time_zone: timeZone,
        language: language === 'fr' ? 'fr' : 'en',
      },
      { signal: controller.signal },
    ).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.success) setState({ status: 'ready', page: result });
        else setState((current) => ({ status: 'failed', page: current.page, failure: result }));
      },
      () => {
        if (controller.signal.aborted) return;
        setState((current) => ({ status: 'failed', page: current.page, failure: null }));
      },
    );
    return () => controller.abort();
  }, [meetingType, from, timeZone, language, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
