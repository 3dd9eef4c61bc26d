import { registerDemoHandler } from '@atelier/shared';
import type { ApiResult } from '../../api/result';
import type { AdminSettings, StaffUser } from '../../contract/site-settings';

/**
 * `site-settings` answered from built-in data when the server cannot answer: the sample agency
 * and staff the settings page shows under the demo banner. Writes are refused (DEMO_READ_ONLY).
 */
const FUNCTION = 'site-settings';

/** The sample agency (its time zone is also remote-admin's booking demo's, `demo-booking.ts`). */
/** The sample staff's ids: uuids, as the contract's answers have them. */
const OWNER_ID = '00000000-0000-4000-8000-0000000000a1';
const ADMIN_ID = '00000000-0000-4000-8000-0000000000a2';
const FORMER_ID = '00000000-0000-4000-8000-0000000000a3';

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
  updated_by: { id: OWNER_ID, name: 'Olivia Owner' },
};

const users: StaffUser[] = [
  {
    id: OWNER_ID,
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
    id: ADMIN_ID,
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
    id: FORMER_ID,
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

/** Registers the answers above for every `site-settings` action the settings page calls. */
export function registerSettingsDemoHandlers(): void {
  for (const [action, handler] of Object.entries(settingsDemoHandlers)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
}
