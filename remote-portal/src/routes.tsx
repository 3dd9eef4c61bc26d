import './i18n';
import { lazyPage, type RemoteRoutesModule, recordInstances, useAuthStore } from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { PORTAL_AREA_ROUTES } from './features/area-routes';
import { PortalLayout } from './features/layout/PortalLayout';

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
      ...PORTAL_AREA_ROUTES,
    ],
  },
];

export default routes;
