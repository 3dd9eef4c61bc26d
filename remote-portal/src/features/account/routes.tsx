import type { PortalRoutes } from '../routes-of';

/** The account pages of the portal (issue 14). */
export const accountRoutes: PortalRoutes = [];
