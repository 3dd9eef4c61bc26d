/**
 * Every read of `get_settings` and `get_users`, under one `all`: a save on the settings page
 * invalidates it, so the shell's header (the agency's name) and the portal's agency details
 * load again at once. The header's, the portal's and the settings page's reads stay separate
 * entries: with the admin's session, without any, and the admin-only answer are different
 * answers.
 */
export const settingsKeys = {
  all: ['site-settings'] as const,
  /** The settings page and the documents' issuer: the admin's answer, the demo's as fallback. */
  admin: () => ['site-settings', 'settings'] as const,
  users: () => ['site-settings', 'users'] as const,
  /** The shell header's read, with the session: the admin's answer or the public part. */
  header: () => ['site-settings', 'header'] as const,
  /** The portal's read without the session: the public part, the same for every reader. */
  publicDetails: () => ['site-settings', 'public'] as const,
};
