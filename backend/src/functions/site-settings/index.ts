import { siteSettings as siteSettingsActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { deleteRedirect } from './delete-redirect.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { getPages } from './get-pages.ts';
import { getRedirects } from './get-redirects.ts';
import { getSettings } from './get-settings.ts';
import { getSite } from './get-site.ts';
import { getUsers } from './get-users.ts';
import { inviteUser } from './invite-user.ts';
import { reorderNavigation } from './reorder-navigation.ts';
import { saveRedirect } from './save-redirect.ts';
import { setMaintenance } from './set-maintenance.ts';
import { updatePage } from './update-page.ts';
import { updateSettings } from './update-settings.ts';
import { updateUser } from './update-user.ts';

/**
 * `POST /functions/v1/site-settings`; the contract is in docs/settings.md (agency, users) and
 * docs/site-management.md (pages, SEO, redirects, maintenance).
 */
export const siteSettings = defineFunction(siteSettingsActions, {
  get_settings: getSettings,
  update_settings: updateSettings,
  get_users: getUsers,
  invite_user: inviteUser,
  update_user: updateUser,
  end_user_sessions: endUserSessions,
  get_site: getSite,
  get_pages: getPages,
  update_page: updatePage,
  reorder_navigation: reorderNavigation,
  get_redirects: getRedirects,
  save_redirect: saveRedirect,
  delete_redirect: deleteRedirect,
  set_maintenance: setMaintenance,
});
