import type { PortalRoutes } from '../routes-of';

/** The projects pages of the portal (issue 14). */
export const projectsRoutes: PortalRoutes = [];
