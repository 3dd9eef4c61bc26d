import {
  type CallOptions,
  callFunction,
  registerDemoHandler,
  useDemoModeStore,
} from '@atelier/shared';
import type {
  AdminSettings,
  SettingsAnswer,
  SettingsChanges,
  StaffRole,
  StaffUser,
} from '@atelier/shared/contract';

/**
 * The `site-settings` calls of the settings page (docs/settings.md). A write reaches demo data
 * only while the page already shows it (the demo refuses it, docs: DEMO_READ_ONLY); otherwise
 * a change that did not reach the agency says so, in the server's words.
 */

const FUNCTION = 'site-settings';

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

const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});

export const getSettings = (options?: CallOptions) =>
  callFunction<SettingsAnswer>(FUNCTION, 'get_settings', {}, options);

export const updateSettings = (changes: SettingsChanges) =>
  callFunction<{ settings: AdminSettings }>(FUNCTION, 'update_settings', changes, writeOptions());

export const getUsers = (options?: CallOptions) =>
  callFunction<{ users: StaffUser[] }>(FUNCTION, 'get_users', {}, options);

export type NewStaffUser = { email: string; first_name: string; last_name: string };

export const inviteUser = (user: NewStaffUser) =>
  callFunction<{ user: StaffUser; invitation: { email: string; expires_at: string } }>(
    FUNCTION,
    'invite_user',
    user,
    writeOptions(),
  );

export const updateUser = (change: { id: string; role?: StaffRole; is_active?: boolean }) =>
  callFunction<{ user: StaffUser }>(FUNCTION, 'update_user', change, writeOptions());

export const endUserSessions = (id: string) =>
  callFunction<{ ended: number; user: StaffUser }>(
    FUNCTION,
    'end_user_sessions',
    { id },
    writeOptions(),
  );

let isDemoRegistered = false;

/** Registers the sample settings and users (loaded on first use) for a server that cannot answer. */
export async function registerSettingsDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-settings');
  for (const [action, handler] of Object.entries(demo.settingsDemoHandlers)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}
