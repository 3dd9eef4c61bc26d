import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The proposals pages of the portal (issue 14). */
export const proposalsRoutes: PortalRoutes = [
  { path: 'proposals', element: lazyPage(() => import('./ProposalsPage')) },
  { path: 'proposals/:id', element: lazyPage(() => import('./ProposalDetailPage')) },
];
