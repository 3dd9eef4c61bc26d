import type { RouteHandle, UserRole } from '@atelier/shared';
import type { QueryKey } from '@tanstack/react-query';

type Prefetch = NonNullable<RouteHandle['prefetch']>;

/** A page's first query as the shell can ask for it: its prefetch and the key it fills. */
export type EarlyPageData = { prefetch: Prefetch; key: QueryKey };

/**
 * The data of the admin pages whose first request the shell knows itself, by path: asked for
 * at start-up beside the remote's manifest, entry and routes, not after them (the route's own
 * `handle.prefetch` would start it only once its routes have loaded). The same prefetch as the
 * route's, from the same shared module, so the page and the route read the one answer in the
 * shared cache. Paths as remote-admin's routes mount the dashboard: its index and `dashboard`.
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
        key: data.overviewKeys.dashboard(),
      })),
  },
];

/** The early data of the page at `pathname`, if the shell knows it. */
export function earlyPageData(pathname: string): (() => Promise<EarlyPageData>) | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EARLY_PAGE_DATA.find(({ paths }) => paths.includes(path))?.load ?? null;
}

/**
 * The role a stored session token names (`app_metadata.role` of its claims, read, not
 * verified): what the session check will confirm unless the session was ended meanwhile.
 */
export function roleInToken(token: string): UserRole | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      app_metadata?: { role?: unknown };
    };
    const role = claims.app_metadata?.role;
    return role === 'admin' || role === 'super_admin' || role === 'client' ? role : null;
  } catch {
    return null;
  }
}
