import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The invoices pages of the portal (issue 14): the list with the statement, and one invoice. */
export const invoicesRoutes: PortalRoutes = [
  { path: 'invoices', element: lazyPage(() => import('./InvoicesPage')) },
  { path: 'invoices/:id', element: lazyPage(() => import('./InvoicePage')) },
];
