import { defineFunction } from '../registry.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { getSettings } from './get-settings.ts';
import { getUsers } from './get-users.ts';
import { inviteUser } from './invite-user.ts';
import { updateSettings } from './update-settings.ts';
import { updateUser } from './update-user.ts';

/** `POST /functions/v1/site-settings`; the contract is in docs/settings.md. */
export const siteSettings = defineFunction('site-settings', {
  get_settings: getSettings,
  update_settings: updateSettings,
  get_users: getUsers,
  invite_user: inviteUser,
  update_user: updateUser,
  end_user_sessions: endUserSessions,
});
