import { useApiQuery } from '@atelier/shared/query';
import { loadOverview, OVERVIEW_OPTIONS, overviewKey } from './overview-query';

/**
 * The dashboard's one request, usually already in the shared cache: the shell fetched it beside
 * the page's code (the route's `handle.prefetch`).
 */
export const useOverview = () => useApiQuery(overviewKey(), loadOverview, OVERVIEW_OPTIONS);
