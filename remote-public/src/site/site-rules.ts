import { isFollowableRedirect, type PublicSite, type SitePageKey } from '@atelier/shared/contract';
import { NAV_LINKS } from '../layout/nav-links';

/**
 * What the public site does with get_site's answer, as pure functions of it and the path.
 * Each answers today's behaviour when `site` is null (not loaded yet, or the read failed).
 */

export interface NavLink {
  /** Under `layout.nav.` in the locales. */
  key: string;
  to: string;
}

/** A page's label key under `layout.nav.` (the locales spell keys in camelCase). */
const labelKey = (page: SitePageKey): string => (page === 'get-started' ? 'getStarted' : page);

const PORTAL_LINK = NAV_LINKS.find((link) => link.key === 'portal');

/** The published pages in the navigation, in order, then the client portal (not a site page). */
export function navLinks(site: PublicSite | null): readonly NavLink[] {
  if (!site) return NAV_LINKS;
  const pages = site.pages
    .filter((page) => page.published && page.in_nav)
    .sort((a, b) => a.nav_order - b.nav_order)
    .map((page) => ({ key: labelKey(page.page), to: page.path }));
  return PORTAL_LINK ? [...pages, PORTAL_LINK] : pages;
}

/** `/services/` is `/services` for the router, and for the pages' and redirects' paths. */
export const sitePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * Where a visitor of `pathname` is sent instead, or null. A redirect the rules now refuse
 * (saved before them: shadowing /verify, aiming at `https:evil.example`) is not followed.
 */
export function redirectTarget(site: PublicSite | null, pathname: string): string | null {
  return redirectOf(site, pathname)?.to ?? null;
}

/** The redirect a visitor of `pathname` follows (its target, and whether it is permanent). */
export function redirectOf(
  site: PublicSite | null,
  pathname: string,
): PublicSite['redirects'][number] | null {
  const path = sitePath(pathname);
  const redirect = site?.redirects.find((candidate) => candidate.from === path);
  return redirect && isFollowableRedirect(redirect) ? redirect : null;
}

/** Whether `pathname` is a page an admin unpublished: visitors get the not-found page. */
export function isUnpublished(site: PublicSite | null, pathname: string): boolean {
  const path = sitePath(pathname);
  return site?.pages.some((page) => page.path === path && !page.published) ?? false;
}

/**
 * The public routes that keep working in maintenance: signing in (the way to the back office
 * and the portal) and the links e-mails carry (verification, newsletter confirmation and
 * unsubscription).
 */
const OPEN_IN_MAINTENANCE = ['/auth', '/verify', '/newsletter'];

export function isInMaintenance(site: PublicSite | null, pathname: string): boolean {
  if (!site?.maintenance.enabled) return false;
  const path = sitePath(pathname);
  return !OPEN_IN_MAINTENANCE.some((open) => path === open || path.startsWith(`${open}/`));
}

/** The SEO of a site page in the visitor's language, or null (not loaded, or not a site page). */
export function pageSeo(site: PublicSite | null, page: SitePageKey, language: string) {
  const found = site?.pages.find((candidate) => candidate.page === page);
  if (!found) return null;
  return language.startsWith('fr') ? found.seo.fr : found.seo.en;
}
