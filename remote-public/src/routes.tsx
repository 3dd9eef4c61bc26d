import './i18n';
import { lazyPage, recordInstances, type RemoteRoutesModule, useAuthStore } from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';

recordInstances('remote_public', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

const routes: RemoteRoutesModule['default'] = [
  { index: true, element: lazyPage(() => import('./features/home/HomePage')) },
];

export default routes;
