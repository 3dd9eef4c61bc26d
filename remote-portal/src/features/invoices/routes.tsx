import type { PortalRoutes } from '../routes-of';

/** The invoices pages of the portal (issue 14). */
export const invoicesRoutes: PortalRoutes = [];
