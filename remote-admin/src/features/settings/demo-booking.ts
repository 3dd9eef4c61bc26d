import type { ApiResult } from '@atelier/shared';

/**
 * The sample booking settings the settings page shows, under the demo banner, when the server
 * cannot answer: the seeded consultation, weekdays 9–12 and 14–17, in the demo agency's time
 * zone (`@atelier/shared/data/settings`' demo). Saving is refused (DEMO_READ_ONLY).
 */
const bookingSettings = {
  meeting_types: [
    {
      id: '00000000-0000-4000-8000-00000000b001',
      slug: 'free-consultation',
      name_en: 'Free consultation',
      name_fr: 'Consultation gratuite',
      description_en: 'A 30-minute call about your project.',
      description_fr: 'Un appel de 30 minutes sur votre projet.',
      duration_minutes: 30,
      active: true,
    },
  ],
  hours: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '14:00', end: '17:00' },
  ]),
  buffer_minutes: 15,
  min_notice_hours: 24,
  horizon_days: 30,
  agency_time_zone: 'Europe/Paris',
};

export const bookingDemoHandlers = {
  get_booking_settings: (): ApiResult<Record<string, unknown>> => ({
    success: true,
    settings: bookingSettings,
  }),
  save_booking_settings: (): ApiResult<Record<string, unknown>> => ({
    success: false,
    code: 'DEMO_READ_ONLY',
    error: 'Not available in demo mode: changing the booking settings',
  }),
};
