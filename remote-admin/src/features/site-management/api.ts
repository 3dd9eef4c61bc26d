import { actionCaller, type CallOptions, registerDemoHandler } from '@atelier/shared';
import { whileDemoShown } from '@atelier/shared/api';
import type { Maintenance, PageChanges, SitePageKey } from '@atelier/shared/contract';

/**
 * The Site Management calls of `/admin/site-management` (`site-settings`, docs/site-management.md).
 * Reads fall back to the demo when the server cannot answer; a write reaches the demo only
 * while the page already shows it (which refuses it, DEMO_READ_ONLY).
 */

const SITE_FUNCTION = 'site-settings' as const;

const call = actionCaller(SITE_FUNCTION);

export const siteKeys = {
  all: ['site-management'] as const,
  pages: ['site-management', 'pages'] as const,
  redirects: ['site-management', 'redirects'] as const,
  site: ['site-management', 'site'] as const,
};

export const getPages = (options?: CallOptions) => call('get_pages', {}, options);

/** The maintenance mode is read where visitors read it. */
export const getSite = (options?: CallOptions) => call('get_site', {}, options);

export const updatePage = (changes: PageChanges) => call('update_page', changes, whileDemoShown());

export const reorderNavigation = (pages: SitePageKey[]) =>
  call('reorder_navigation', { pages }, whileDemoShown());

export const getRedirects = (options?: CallOptions) => call('get_redirects', {}, options);

export const saveRedirect = (redirect: { from: string; to: string; permanent: boolean }) =>
  call('save_redirect', redirect, whileDemoShown());

export const deleteRedirect = (id: string) => call('delete_redirect', { id }, whileDemoShown());

export const setMaintenance = (maintenance: Maintenance) =>
  call(
    'set_maintenance',
    { enabled: maintenance.enabled, message: maintenance.message },
    whileDemoShown(),
  );

let isDemoRegistered = false;

/** Registers the sample site (loaded on first use). */
export async function registerSiteDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-site');
  for (const [action, handler] of Object.entries(demo.siteDemoHandlers)) {
    registerDemoHandler(SITE_FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}
