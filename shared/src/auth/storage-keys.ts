/** Local storage keys the original product pins (ARCHITECTURE.md). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  clientId: 'client_id',
  /** Ours, beside the original's keys: the session's refresh token and its expiry (unix s). */
  refreshToken: 'auth_refresh_token',
  expiresAt: 'auth_expires_at',
  adminBypass: 'admin_bypass',
  demoLeads: 'demo_leads',
  language: 'i18nextLng',
  sidebarCollapsed: 'atelier.sidebarCollapsed',
  /** The sidebar's entries as the remotes last declared them (shell's navigation-store.ts). */
  navigation: 'atelier.navigation',
  /**
   * The id of the user who signed in by a proposal link (docs/auth.md "Proposal links"): the
   * portal offers them to set a password, until they do or dismiss it.
   */
  linkSignIn: 'atelier.linkSignIn',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode, quota); the session then lives in memory only.
  }
}
