import './i18n';
import { lazyPage, type RemoteRoutesModule, recordInstances, useAuthStore } from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { contentPage } from './content/content-page';
import { PublicLayout } from './layout/PublicLayout';
import { loadSite } from './site/site-store';

recordInstances('remote_public', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

// The site's pages and rules are read as soon as this area loads, beside its first page.
loadSite();

const routes: RemoteRoutesModule['default'] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: contentPage('home', () => import('./features/home/HomePage')) },
      {
        path: 'services',
        element: contentPage('services', () => import('./features/services/ServicesPage')),
      },
      {
        path: 'estimator',
        element: contentPage('estimator', () => import('./features/estimator/EstimatorPage')),
      },
      {
        path: 'privacy',
        element: contentPage('privacy', () => import('./features/legal/PrivacyPage')),
      },
      { path: 'terms', element: contentPage('terms', () => import('./features/legal/TermsPage')) },
      {
        path: 'get-started',
        // The home document carries `contact.responseTime`, the reply this page promises.
        element: contentPage('home', () => import('./features/get-started/GetStartedPage')),
      },
      { path: 'auth/login', element: lazyPage(() => import('./features/auth/LoginPage')) },
      { path: 'auth/register', element: lazyPage(() => import('./features/auth/RegisterPage')) },
      {
        path: 'auth/forgot-password',
        element: lazyPage(() => import('./features/auth/ForgotPasswordPage')),
      },
      {
        path: 'auth/reset-password',
        element: lazyPage(() => import('./features/auth/ResetPasswordPage')),
      },
      {
        path: 'auth/confirm-email',
        element: lazyPage(() => import('./features/auth/ConfirmEmailPage')),
      },
      { path: 'verify', element: lazyPage(() => import('./features/verify/VerifyPage')) },
      { path: 'book', element: lazyPage(() => import('./features/booking/BookPage')) },
      {
        path: 'book/manage',
        element: lazyPage(() => import('./features/booking/ManageBookingPage')),
      },
      {
        path: 'proposal/:id',
        element: lazyPage(() => import('./features/proposal-link/ProposalLinkPage')),
      },
      {
        path: 'newsletter/confirm',
        element: lazyPage(() => import('./features/newsletter/NewsletterConfirmPage')),
      },
      {
        path: 'newsletter/unsubscribe',
        element: lazyPage(() => import('./features/newsletter/NewsletterUnsubscribePage')),
      },
    ],
  },
];

export default routes;
