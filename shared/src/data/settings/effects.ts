import type { QueryKeyPrefix } from '../domain-keys';
import { settingsKeys } from './keys';

/**
 * What a settings or staff write changes: every settings read (the settings page, the header's
 * agency name and time zone, the portal's agency details, the documents' issuer).
 */
export const SETTINGS_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [settingsKeys.all];
