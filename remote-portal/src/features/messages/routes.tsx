import { lazyPage } from '@atelier/shared';
import type { PortalRoutes } from '../routes-of';

/** The messages page of the portal (issue 14): the conversation, `?project=` to narrow it. */
export const messagesRoutes: PortalRoutes = [
  { path: 'messages', element: lazyPage(() => import('./MessagesPage')) },
];
