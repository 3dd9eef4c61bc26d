import {
  type CallOptions,
  callFunction,
  registerDemoHandler,
  useDemoModeStore,
} from '@atelier/shared';
import type {
  AdminSitePage,
  Maintenance,
  PageChanges,
  PublicSite,
  SitePageKey,
  SiteRedirect,
} from '@atelier/shared/contract';

/**
 * The Site Management calls of `/admin/site-management` (`site-settings`, docs/site-management.md).
 * Reads fall back to the demo when the server cannot answer; a write reaches the demo only
 * while the page already shows it (which refuses it, DEMO_READ_ONLY).
 */

const FUNCTION = 'site-settings';

export const siteKeys = {
  all: ['site-management'] as const,
  pages: ['site-management', 'pages'] as const,
  redirects: ['site-management', 'redirects'] as const,
  site: ['site-management', 'site'] as const,
};

const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});

export const getPages = (options?: CallOptions) =>
  callFunction<{ pages: AdminSitePage[] }>(FUNCTION, 'get_pages', {}, options);

/** The maintenance mode is read where visitors read it. */
export const getSite = (options?: CallOptions) =>
  callFunction<{ site: PublicSite }>(FUNCTION, 'get_site', {}, options);

export const updatePage = (changes: PageChanges) =>
  callFunction<{ page: AdminSitePage }>(FUNCTION, 'update_page', changes, writeOptions());

export const reorderNavigation = (pages: SitePageKey[]) =>
  callFunction<{ pages: AdminSitePage[] }>(
    FUNCTION,
    'reorder_navigation',
    { pages },
    writeOptions(),
  );

export const getRedirects = (options?: CallOptions) =>
  callFunction<{ redirects: SiteRedirect[] }>(FUNCTION, 'get_redirects', {}, options);

export const saveRedirect = (redirect: { from: string; to: string; permanent: boolean }) =>
  callFunction<{ redirect: SiteRedirect }>(FUNCTION, 'save_redirect', redirect, writeOptions());

export const deleteRedirect = (id: string) =>
  callFunction<{ id: string }>(FUNCTION, 'delete_redirect', { id }, writeOptions());

export const setMaintenance = (maintenance: Maintenance) =>
  callFunction<{ maintenance: Maintenance }>(
    FUNCTION,
    'set_maintenance',
    { enabled: maintenance.enabled, message: maintenance.message },
    writeOptions(),
  );

let isDemoRegistered = false;

/** Registers the sample site (loaded on first use). */
export async function registerSiteDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-site');
  for (const [action, handler] of Object.entries(demo.siteDemoHandlers)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}
