import type { PortalRoutes } from '../routes-of';

/** The proposals pages of the portal (issue 14). */
export const proposalsRoutes: PortalRoutes = [];
