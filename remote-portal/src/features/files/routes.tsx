import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The files page of the portal (issue 14): shared files, `?project=` to narrow them. */
export const filesRoutes: PortalRoutes = [
  { path: 'files', element: lazyPage(() => import('./FilesPage')) },
];
