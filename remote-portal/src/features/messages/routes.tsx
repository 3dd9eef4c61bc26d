import type { PortalRoutes } from '../routes-of';

/** The messages pages of the portal (issue 14). */
export const messagesRoutes: PortalRoutes = [];
