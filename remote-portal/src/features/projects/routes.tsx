import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The projects pages of the portal (issue 14). */
export const projectsRoutes: PortalRoutes = [
  { path: 'projects', element: lazyPage(() => import('./ProjectsPage')) },
  { path: 'projects/:id', element: lazyPage(() => import('./ProjectDetailPage')) },
];
