import type { ApiResult } from '@atelier/shared';
import type { AdminSettings, StaffUser } from '@atelier/shared/contract';

/** The sample agency the settings page shows, under the demo banner, when the server cannot answer. */

const settings: AdminSettings = {
  agency: {
    name: 'Atelier Demo Studio',
    email: 'hello@atelier.example',
    phone: '+33 1 23 45 67 89',
    address: '12 rue des Arts\n75003 Paris',
    logo_url: null,
    logo_alt: null,
    logo_path: null,
    logo_image_id: null,
    tax_id: 'FR12345678901',
    currency: 'EUR',
    time_zone: 'Europe/Paris',
    default_language: 'en',
  },
  invoicing: {
    payment_terms_days: 30,
    default_tax_rate_bp: 2000,
    number_pattern: 'INV-{YYYY}-{SEQ:4}',
    reminders_enabled: true,
    allow_partial_payments: false,
    bank_account_holder: 'Atelier Studio SAS',
    bank_account_number: 'FR76 3000 6000 0112 3456 7890 189',
    bank_bic: 'AGRIFRPP',
    payment_reference: '{number}',
  },
  updated_at: '2026-01-15T09:30:00.000Z',
  updated_by: { id: 'demo-owner', name: 'Olivia Owner' },
};

const users: StaffUser[] = [
  {
    id: 'demo-owner',
    email: 'olivia@atelier.example',
    first_name: 'Olivia',
    last_name: 'Owner',
    role: 'super_admin',
    is_active: true,
    last_sign_in_at: '2026-01-20T08:12:00.000Z',
    active_sessions: 2,
    created_at: '2025-03-01T10:00:00.000Z',
  },
  {
    id: 'demo-admin',
    email: 'sam@atelier.example',
    first_name: 'Sam',
    last_name: 'Lee',
    role: 'admin',
    is_active: true,
    last_sign_in_at: '2026-01-19T16:40:00.000Z',
    active_sessions: 1,
    created_at: '2025-06-10T10:00:00.000Z',
  },
  {
    id: 'demo-former',
    email: 'max@atelier.example',
    first_name: 'Max',
    last_name: 'Moreau',
    role: 'admin',
    is_active: false,
    last_sign_in_at: '2025-11-02T11:05:00.000Z',
    active_sessions: 0,
    created_at: '2025-04-22T10:00:00.000Z',
  },
];

const readOnly = (what: string): ApiResult<Record<string, unknown>> => ({
  success: false,
  code: 'DEMO_READ_ONLY',
  error: `Not available in demo mode: ${what}`,
});

export const settingsDemoHandlers = {
  get_settings: (): ApiResult<Record<string, unknown>> => ({
    success: true,
    scope: 'admin',
    settings,
    seal: null,
  }),
  get_users: (): ApiResult<Record<string, unknown>> => ({ success: true, users }),
  update_settings: () => readOnly('changing the settings'),
  invite_user: () => readOnly('inviting a user'),
  update_user: () => readOnly('changing a user'),
  end_user_sessions: () => readOnly('ending sessions'),
};

/** The sample booking settings (the seeded consultation, weekdays 9–12 and 14–17). */
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
  agency_time_zone: settings.agency.time_zone,
};

export const bookingDemoHandlers = {
  get_booking_settings: (): ApiResult<Record<string, unknown>> => ({
    success: true,
    settings: bookingSettings,
  }),
  save_booking_settings: () => readOnly('changing the booking settings'),
};
