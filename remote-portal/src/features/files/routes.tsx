import type { PortalRoutes } from '../routes-of';

/** The files pages of the portal (issue 14). */
export const filesRoutes: PortalRoutes = [];
