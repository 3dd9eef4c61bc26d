import type { RouteHandle, UserRole } from '@atelier/shared';
import type { QueryKey } from '@tanstack/react-query';

type Prefetch = NonNullable<RouteHandle['prefetch']>;

/** A page's first queries as the shell can ask for them: their prefetch and the keys it fills. */
export type EarlyPageData = { prefetch: Prefetch; keys: readonly QueryKey[] };

/**
 * The data of the admin pages whose first request the shell knows itself, by path: asked for
 * at start-up beside the remote's manifest, entry and routes, not after them (the route's own
 * `handle.prefetch` would start it only once its routes have loaded). The same prefetch as the
 * route's, from the same shared module, so the page and the route read the one answer in the
 * shared cache. Also run when a sidebar link is hovered or focused. Paths as remote-admin's
 * routes mount the pages (`remote-admin/src/navigation.ts`); the dashboard is also the index.
 */
const EARLY_PAGE_DATA: ReadonlyArray<{
  paths: readonly string[];
  load: () => Promise<EarlyPageData>;
}> = [
  {
    paths: ['/admin', '/admin/dashboard'],
    load: () =>
      import('@atelier/shared/data/overview').then((data) => ({
        prefetch: data.prefetchOverview,
        keys: [data.overviewKeys.dashboard()],
      })),
  },
  {
    // The figures and the chart: the same queries as useRevenueStats and useMonthlyRevenue.
    paths: ['/admin/revenue'],
    load: () =>
      import('@atelier/shared/data/revenue').then((revenue) => ({
        prefetch: (client) =>
          Promise.all([
            revenue.prefetchRevenueStats(client),
            revenue.prefetchMonthlyRevenue(client),
          ]),
        keys: [revenue.revenueKeys.stats(), revenue.revenueKeys.monthly()],
      })),
  },
];

/** The early data of the page at `pathname`, if the shell knows it. */
export function earlyPageData(pathname: string): (() => Promise<EarlyPageData>) | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EARLY_PAGE_DATA.find(({ paths }) => paths.includes(path))?.load ?? null;
}

/** A token this close to its end is renewed by the session check first: not taken at its word. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The role a stored session token names (`app_metadata.role` of its claims, read, not
 * verified): what the session check will confirm unless the session was ended meanwhile. An
 * expired token (or one about to expire, or without `exp`) names none: the check renews it,
 * and a call made with it would be refused (and might be answered by the demo).
 */
export function roleInToken(token: string, now = Date.now()): UserRole | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      app_metadata?: { role?: unknown };
      exp?: unknown;
    };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now + EXPIRY_MARGIN_MS) return null;
    const role = claims.app_metadata?.role;
    return role === 'admin' || role === 'super_admin' || role === 'client' ? role : null;
  } catch {
    return null;
  }
}
