import { getOverview, registerOverviewDemo } from '@atelier/shared/api';
import { type ApiQueryOptions, apiQueryOptions, overviewKeys } from '@atelier/shared/query';
import type { QueryClient } from '@tanstack/react-query';

// Demo figures, downloaded only if the server cannot answer (and the site allows the demo).
registerOverviewDemo();

export const overviewKey = () => overviewKeys.dashboard();
export const loadOverview = (signal: AbortSignal) => getOverview({ signal });

/**
 * Fresh for 10 s: the page that opens right after the shell prefetched it (start-up, a sidebar
 * link hovered) shows it without asking again. Writes anywhere (a payment here, an event in the
 * shell's calendar) still refresh it at once through the shared cache.
 */
export const OVERVIEW_OPTIONS: ApiQueryOptions = { staleTime: 10_000 };

/** The route's `handle.prefetch`: the figures load beside the page's code. */
export const prefetchOverview = (client: QueryClient) =>
  client.prefetchQuery(apiQueryOptions(overviewKey(), loadOverview, OVERVIEW_OPTIONS));
