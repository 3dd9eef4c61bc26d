import { accountRoutes } from './account/routes';
import { contractsRoutes } from './contracts/routes';
import { filesRoutes } from './files/routes';
import { invoicesRoutes } from './invoices/routes';
import { messagesRoutes } from './messages/routes';
import { projectsRoutes } from './projects/routes';
import { proposalsRoutes } from './proposals/routes';
import type { PortalRoutes } from './routes-of';

/**
 * Every area's pages under `/client-portal`, in one list: the remote's routes mount them and
 * the portal's navigation links those that exist (layout/nav-items.ts).
 */
export const PORTAL_AREA_ROUTES: PortalRoutes = [
  ...projectsRoutes,
  ...proposalsRoutes,
  ...contractsRoutes,
  ...invoicesRoutes,
  ...messagesRoutes,
  ...filesRoutes,
  ...accountRoutes,
];
