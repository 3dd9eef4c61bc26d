import { z } from 'zod';
import {
  adminSitePageAnswer,
  adminSitePagesAnswer,
  deletedRedirectAnswer,
  maintenanceAnswer,
  publicSiteAnswer,
  redirectIdInput,
  reorderNavigationInput,
  saveRedirectInput,
  setMaintenanceInput,
  siteRedirectAnswer,
  siteRedirectsAnswer,
  updatePageInput,
} from '../site-pages';
import {
  adminSettingsAnswer,
  endedSessionsAnswer,
  invitedUserAnswer,
  inviteUserInput,
  settingsAnswerSchema,
  staffUserAnswer,
  staffUsersAnswer,
  updateSettingsInput,
  updateUserInput,
  userIdInput,
} from '../site-settings';
import { defineActions } from './define';

/** The actions that take nothing: whatever else is sent is dropped. */
const noInput = z.object({});

/**
 * `POST /functions/v1/site-settings`: the agency's settings and staff accounts (docs/settings.md),
 * the public site's pages, SEO, redirects and maintenance (docs/site-management.md).
 */
export const siteSettings = defineActions('site-settings', {
  /** Public: a visitor or a client gets the agency's public part, an admin everything. */
  get_settings: { access: 'public', input: noInput, output: settingsAnswerSchema },
  update_settings: { access: 'admin', input: updateSettingsInput, output: adminSettingsAnswer },
  /** The staff accounts (admins and super_admins). */
  get_users: { access: 'admin', input: noInput, output: staffUsersAnswer },
  invite_user: { access: 'admin', input: inviteUserInput, output: invitedUserAnswer },
  update_user: { access: 'admin', input: updateUserInput, output: staffUserAnswer },
  end_user_sessions: { access: 'admin', input: userIdInput, output: endedSessionsAnswer },
  /** Public: what the public site needs before it draws a page. */
  get_site: { access: 'public', input: noInput, output: publicSiteAnswer },
  get_pages: { access: 'admin', input: noInput, output: adminSitePagesAnswer },
  update_page: { access: 'admin', input: updatePageInput, output: adminSitePageAnswer },
  /** Answers every page, as get_pages lists them. */
  reorder_navigation: {
    access: 'admin',
    input: reorderNavigationInput,
    output: adminSitePagesAnswer,
  },
  get_redirects: { access: 'admin', input: noInput, output: siteRedirectsAnswer },
  /** Adds a redirect, or changes the one whose `id` is sent. */
  save_redirect: { access: 'admin', input: saveRedirectInput, output: siteRedirectAnswer },
  delete_redirect: { access: 'admin', input: redirectIdInput, output: deletedRedirectAnswer },
  set_maintenance: { access: 'admin', input: setMaintenanceInput, output: maintenanceAnswer },
});
