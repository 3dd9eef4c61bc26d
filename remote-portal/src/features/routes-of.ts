import type { RouteObject } from 'react-router-dom';

/** A portal area's pages, relative to `/client-portal`, inside the portal's layout. */
export type PortalRoutes = RouteObject[];
