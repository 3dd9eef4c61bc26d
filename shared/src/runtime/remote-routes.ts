import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

/** The one module every remote exposes as `./routes`: route objects relative to its mount point. */
export type RemoteRoutesModule = { default: RouteObject[] };

/**
 * What a remote's route may tell the shell in react-router's `handle`. `prefetch` puts the
 * data its page shows first into the shared cache; the shell runs it beside the download of
 * the page's code when the page is about to open (an admin's first load of it, a sidebar link
 * hovered or focused), so the page renders with its data instead of after one more request.
 */
export type RouteHandle = { prefetch?: (client: QueryClient) => Promise<unknown> };
