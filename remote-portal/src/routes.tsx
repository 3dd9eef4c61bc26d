import './i18n';
import { lazyPage, type RemoteRoutesModule, recordInstances, useAuthStore } from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { accountRoutes } from './features/account/routes';
import { contractsRoutes } from './features/contracts/routes';
import { filesRoutes } from './features/files/routes';
import { invoicesRoutes } from './features/invoices/routes';
import { PortalLayout } from './features/layout/PortalLayout';
import { messagesRoutes } from './features/messages/routes';
import { projectsRoutes } from './features/projects/routes';
import { proposalsRoutes } from './features/proposals/routes';

recordInstances('remote_portal', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

/**
 * Mounted by the shell at `/client-portal/*`, outside the admin layout: the portal brings its
 * own header and `<main>`, shared by every portal page.
 */
const routes: RemoteRoutesModule['default'] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: lazyPage(() => import('./features/home/PortalHomePage')) },
      ...projectsRoutes,
      ...proposalsRoutes,
      ...contractsRoutes,
      ...invoicesRoutes,
      ...messagesRoutes,
      ...filesRoutes,
      ...accountRoutes,
    ],
  },
];

export default routes;
