import './i18n';
import { lazyPage, type RemoteRoutesModule, recordInstances, useAuthStore } from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';

recordInstances('remote_admin', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

/** Mounted by the shell at `/admin/*`, inside its admin layout. */
const routes: RemoteRoutesModule['default'] = [
  { index: true, element: lazyPage(() => import('./features/dashboard/DashboardPage')) },
  { path: 'dashboard', element: lazyPage(() => import('./features/dashboard/DashboardPage')) },
  { path: 'analytics', element: lazyPage(() => import('./features/analytics/AnalyticsPage')) },
  { path: 'clients', element: lazyPage(() => import('./features/clients/ClientsPage')) },
  {
    path: 'clients/:clientId',
    element: lazyPage(() => import('./features/clients/ClientDetailPage')),
  },
  { path: 'projects', element: lazyPage(() => import('./features/projects/ProjectsPage')) },
  {
    path: 'projects/:projectId',
    element: lazyPage(() => import('./features/projects/ProjectDetailPage')),
  },
  { path: 'leads', element: lazyPage(() => import('./features/leads/LeadsPage')) },
  { path: 'proposals', element: lazyPage(() => import('./features/proposals/ProposalsPage')) },
  {
    path: 'proposals/:proposalId',
    element: lazyPage(() => import('./features/proposals/ProposalDetailPage')),
  },
  { path: 'team', element: lazyPage(() => import('./features/team/TeamPage')) },
  { path: 'revenue', element: lazyPage(() => import('./features/revenue/RevenuePage')) },
  { path: 'payments', element: lazyPage(() => import('./features/payments/PaymentsPage')) },
  {
    path: 'payments/invoices/:invoiceId',
    element: lazyPage(() => import('./features/payments/InvoiceDetailPage')),
  },
  { path: 'content', element: lazyPage(() => import('./features/content/ContentPage')) },
  { path: 'email', element: lazyPage(() => import('./features/email/EmailPage')) },
  { path: 'images', element: lazyPage(() => import('./features/images/ImagesPage')) },
  {
    path: 'site-management',
    element: lazyPage(() => import('./features/site-management/SiteManagementPage')),
  },
  { path: 'settings', element: lazyPage(() => import('./features/settings/SettingsPage')) },
  {
    path: 'business-intelligence',
    element: lazyPage(() => import('./features/business-intelligence/BusinessIntelligencePage')),
  },
  { path: 'marketing', element: lazyPage(() => import('./features/marketing/MarketingPage')) },
];

export default routes;
