import { actionCaller, type CallOptions, registerDemoHandler } from '@atelier/shared';
import type { SettingsChanges, StaffRole } from '@atelier/shared/contract';
import { writeOptions } from '../../common/record-write';

/**
 * The `site-settings` calls of the settings page (docs/settings.md). A write reaches demo data
 * only while the page already shows it (the demo refuses it, docs: DEMO_READ_ONLY); otherwise
 * a change that did not reach the agency says so, in the server's words.
 */

const SETTINGS_FUNCTION = 'site-settings' as const;

const call = actionCaller(SETTINGS_FUNCTION);

/**
 * Cache keys of the settings. The shell's header reads `['site-settings', 'header']` (it
 * cannot import this file): invalidating `settingsKeys.all` refreshes the agency's name there
 * after a save.
 */
export const settingsKeys = {
  all: ['site-settings'] as const,
  settings: ['site-settings', 'settings'] as const,
  users: ['site-settings', 'users'] as const,
};

export const getSettings = (options?: CallOptions) => call('get_settings', {}, options);

export const updateSettings = (changes: SettingsChanges) =>
  call('update_settings', changes, writeOptions());

export const getUsers = (options?: CallOptions) => call('get_users', {}, options);

export type NewStaffUser = { email: string; first_name: string; last_name: string };

export const inviteUser = (user: NewStaffUser) => call('invite_user', user, writeOptions());

export const updateUser = (change: { id: string; role?: StaffRole; is_active?: boolean }) =>
  call('update_user', change, writeOptions());

export const endUserSessions = (id: string) => call('end_user_sessions', { id }, writeOptions());

let isDemoRegistered = false;

/**
 * Registers the sample settings, users and booking settings (loaded on first use) for a server
 * that cannot answer.
 */
export async function registerSettingsDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-settings');
  for (const [action, handler] of Object.entries(demo.settingsDemoHandlers)) {
    registerDemoHandler(SETTINGS_FUNCTION, action, handler);
  }
  for (const [action, handler] of Object.entries(demo.bookingDemoHandlers)) {
    registerDemoHandler('booking', action, handler);
  }
  isDemoRegistered = true;
}
