import type { RouteHandle } from '@atelier/shared';

type Prefetch = NonNullable<RouteHandle['prefetch']>;

/**
 * The data of the admin pages whose first request the shell knows itself, by path: asked for
 * as soon as the session is an admin's, beside the remote's manifest, entry and routes, not
 * after them (the route's own `handle.prefetch` would start it only once its routes have
 * loaded). The same prefetch as the route's, from the same shared module, so the page and the
 * route read the one answer in the shared cache. Paths as remote-admin's routes mount the
 * dashboard: its index and `dashboard`.
 */
const EARLY_PAGE_DATA: ReadonlyArray<{ paths: readonly string[]; load: () => Promise<Prefetch> }> =
  [
    {
      paths: ['/admin', '/admin/dashboard'],
      load: () => import('@atelier/shared/data/overview').then((data) => data.prefetchOverview),
    },
  ];

/** The early prefetch of the page at `pathname`, if the shell knows one. */
export function earlyPageData(pathname: string): (() => Promise<Prefetch>) | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EARLY_PAGE_DATA.find(({ paths }) => paths.includes(path))?.load ?? null;
}
