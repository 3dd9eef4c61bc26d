import { actionCaller, type CallOptions, registerDemoLoader } from '@atelier/shared';
import type { SettingsChanges, StaffRole } from '../../contract/site-settings';

/**
 * The function behind the agency's settings and staff accounts; its contract is
 * docs/settings.md. (Its Site Management actions are remote-admin's `site-management` feature.)
 */
export const SETTINGS_FUNCTION = 'site-settings' as const;

const call = actionCaller(SETTINGS_FUNCTION);

/** The public part without an admin session (or with `sendSession: false`), all of it with one. */
export const getSettings = (options?: CallOptions) => call('get_settings', {}, options);

export const updateSettings = (changes: SettingsChanges, options?: CallOptions) =>
  call('update_settings', changes, options);

export const getUsers = (options?: CallOptions) => call('get_users', {}, options);

export type NewStaffUser = { email: string; first_name: string; last_name: string };

export const inviteUser = (user: NewStaffUser, options?: CallOptions) =>
  call('invite_user', user, options);

export type StaffUserChange = { id: string; role?: StaffRole; is_active?: boolean };

export const updateUser = (change: StaffUserChange, options?: CallOptions) =>
  call('update_user', change, options);

export const endUserSessions = (id: string, options?: CallOptions) =>
  call('end_user_sessions', { id }, options);

/**
 * Registers the sample settings and staff for every action above, downloaded only when one of
 * the calls falls back to them (the header's and the portal's reads never do).
 */
export function registerSettingsDemo(): void {
  registerDemoLoader(SETTINGS_FUNCTION, async () => {
    const { registerSettingsDemoHandlers } = await import('./demo');
    registerSettingsDemoHandlers();
  });
}
