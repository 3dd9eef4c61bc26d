import './i18n';
import { lazyPage, type RemoteRoutesModule, recordInstances, useAuthStore } from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';

recordInstances('remote_automation', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

/** Mounted by the shell at `/admin/automation/*`, inside its admin layout. */
const routes: RemoteRoutesModule['default'] = [
  { index: true, element: lazyPage(() => import('./features/automation/AutomationPage')) },
];

export default routes;
