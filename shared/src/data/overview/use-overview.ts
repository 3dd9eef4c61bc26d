import type { ApiQueryOptions } from '../../query/api-query';
import { fixedQuery } from '../../query/prefetchable-query';
import { getOverview, registerOverviewDemo } from './calls';
import { overviewKeys } from './keys';

// Demo figures, downloaded only if the server cannot answer (and the site allows the demo).
registerOverviewDemo();

/**
 * Fresh for 10 s: the page that opens right after the shell prefetched it (start-up, a sidebar
 * link hovered) shows it without asking again. Writes anywhere (a payment, an event in the
 * shell's calendar) still refresh it at once through the shared cache.
 */
export const OVERVIEW_OPTIONS: ApiQueryOptions = { staleTime: 10_000 };

const overview = fixedQuery(
  overviewKeys.dashboard(),
  (signal) => getOverview({ signal }),
  OVERVIEW_OPTIONS,
);

/**
 * The dashboard's one request, usually already in the shared cache: the shell fetched it beside
 * the page's code (the route's `handle.prefetch`, `prefetchOverview`).
 */
export const useOverview = overview.use;

/** The dashboard route's `handle.prefetch`: the same key and call as `useOverview`. */
export const prefetchOverview = overview.prefetch;
