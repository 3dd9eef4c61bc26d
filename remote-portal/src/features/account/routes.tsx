import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The account pages of the portal (issue 14); the not-linked screen is the layout's gate. */
export const accountRoutes: PortalRoutes = [
  { path: 'profile', element: lazyPage(() => import('./ProfilePage')) },
];
