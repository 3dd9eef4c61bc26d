/**
 * `@atelier/shared/data/settings`: the agency's settings and staff accounts (`site-settings`),
 * read by the back office's settings page, the shell's header and the portal — the function's
 * calls (`calls.ts`), the query keys (`keys.ts`, all under `['site-settings']`), what a write
 * refreshes (`effects.ts`), one hook per query or set of writes (`use-*.ts`) and the demo
 * answers (`demo.ts`, downloaded only when a call falls back to them).
 */
export * from './calls';
export { SETTINGS_WRITE_EFFECTS } from './effects';
export { settingsKeys } from './keys';
export { useAdminSettings } from './use-admin-settings';
export { useHeaderAgencySettings } from './use-header-agency-settings';
export { usePublicAgencyDetails } from './use-public-agency-details';
export { useSettingsWrites } from './use-settings-writes';
export { useStaffUsers } from './use-staff-users';
