import type { BookingSlot } from '@atelier/shared/contract';
import { useEffect, useState } from 'react';
import { visitorTimeZone } from './slots';
import { useBookingPage } from './use-booking-page';

/**
 * What the slot picker shows and what the visitor chose: the zone (the browser's own, set after
 * the first render so the server's HTML and the browser's first render agree), the meeting type,
 * the first day shown, the chosen slot. Used to book and to reschedule.
 */
export function useSlotChoice(language: string, initialMeetingType: string | null = null) {
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [meetingType, setMeetingType] = useState<string | null>(initialMeetingType);
  const [from, setFrom] = useState<string | null>(null);
  const [chosen, setChosen] = useState<BookingSlot | null>(null);
  const { state, reload } = useBookingPage({ meetingType, from, timeZone, language });

  useEffect(() => setTimeZone(visitorTimeZone()), []);

  // A link's meeting type the agency no longer offers: show the first one offered instead.
  const failure = state.status === 'failed' ? state.failure : null;
  useEffect(() => {
    if (failure && (failure.code === 'NOT_FOUND' || failure.fields?.meeting_type)) {
      setMeetingType(null);
    }
  }, [failure]);

  const meetingTypeSlug = meetingType ?? state.page?.meeting_type ?? null;

  return {
    timeZone,
    chosen,
    meetingTypeSlug,
    meetingType: state.page?.meeting_types.find((type) => type.slug === meetingTypeSlug) ?? null,
    clear: () => setChosen(null),
    reload,
    pickerProps: {
      state,
      onRetry: reload,
      timeZone,
      onTimeZone: (zone: string) => setTimeZone(zone),
      meetingType,
      onMeetingType: (slug: string) => {
        setMeetingType(slug);
        setChosen(null);
      },
      onFrom: (day: string | null) => setFrom(day),
      canGoBack: from !== null,
      chosen,
      onChoose: setChosen,
    },
  };
}
