import type { QueryKeyPrefix } from '../domain-keys';
import { invoiceSettingsKeys } from '../invoices/keys';
import { settingsKeys } from './keys';

/**
 * What a settings or staff write changes: every settings read (the settings page, the header's
 * agency name and time zone, the portal's agency details, the documents' issuer), and the
 * invoice settings, read from the same stored values (the agency's currency, payment terms and
 * number pattern: `useAgencyCurrency`).
 */
export const SETTINGS_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  settingsKeys.all,
  invoiceSettingsKeys.all,
];
