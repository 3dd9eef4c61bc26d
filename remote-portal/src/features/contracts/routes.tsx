import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The contracts pages of the portal (issue 14). */
export const contractsRoutes: PortalRoutes = [
  { path: 'contracts', element: lazyPage(() => import('./ContractsPage')) },
];
