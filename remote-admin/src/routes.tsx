import './i18n';
import {
  lazyPage,
  type RemoteRoutesModule,
  type RouteHandle,
  recordInstances,
  useAuthStore,
} from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { prefetchOverview } from './features/dashboard/overview-query';
import { ADMIN_PAGES } from './navigation';

recordInstances('remote_admin', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

/** The dashboard's figures load beside its code (`RouteHandle`, docs/frontend.md). */
const dashboardData: RouteHandle = { prefetch: prefetchOverview };

/** Mounted by the shell at `/admin/*`, inside its admin layout. */
const routes: RemoteRoutesModule['default'] = [
  {
    index: true,
    element: lazyPage(() => import('./features/dashboard/DashboardPage')),
    handle: dashboardData,
  },
  {
    path: ADMIN_PAGES.dashboard.path,
    element: lazyPage(() => import('./features/dashboard/DashboardPage')),
    handle: dashboardData,
  },
  {
    path: ADMIN_PAGES.analytics.path,
    element: lazyPage(() => import('./features/analytics/AnalyticsPage')),
  },
  {
    path: ADMIN_PAGES.clients.path,
    element: lazyPage(() => import('./features/clients/ClientsPage')),
  },
  {
    path: `${ADMIN_PAGES.clients.path}/:clientId`,
    element: lazyPage(() => import('./features/clients/ClientDetailPage')),
  },
  {
    path: ADMIN_PAGES.projects.path,
    element: lazyPage(() => import('./features/projects/ProjectsPage')),
  },
  {
    path: `${ADMIN_PAGES.projects.path}/:projectId`,
    element: lazyPage(() => import('./features/projects/ProjectDetailPage')),
  },
  { path: ADMIN_PAGES.leads.path, element: lazyPage(() => import('./features/leads/LeadsPage')) },
  {
    path: ADMIN_PAGES.proposals.path,
    element: lazyPage(() => import('./features/proposals/ProposalsPage')),
  },
  {
    path: `${ADMIN_PAGES.proposals.path}/:proposalId`,
    element: lazyPage(() => import('./features/proposals/ProposalDetailPage')),
  },
  { path: ADMIN_PAGES.team.path, element: lazyPage(() => import('./features/team/TeamPage')) },
  {
    path: ADMIN_PAGES.revenue.path,
    element: lazyPage(() => import('./features/revenue/RevenuePage')),
  },
  {
    path: ADMIN_PAGES.payments.path,
    element: lazyPage(() => import('./features/payments/PaymentsPage')),
  },
  {
    path: `${ADMIN_PAGES.payments.path}/invoices/:invoiceId`,
    element: lazyPage(() => import('./features/payments/InvoiceDetailPage')),
  },
  {
    path: ADMIN_PAGES.content.path,
    element: lazyPage(() => import('./features/content/ContentPage')),
  },
  { path: ADMIN_PAGES.email.path, element: lazyPage(() => import('./features/email/EmailPage')) },
  {
    path: ADMIN_PAGES.images.path,
    element: lazyPage(() => import('./features/images/ImagesPage')),
  },
  {
    path: ADMIN_PAGES.siteManagement.path,
    element: lazyPage(() => import('./features/site-management/SiteManagementPage')),
  },
  {
    path: ADMIN_PAGES.settings.path,
    element: lazyPage(() => import('./features/settings/SettingsPage')),
  },
  {
    path: ADMIN_PAGES.businessIntelligence.path,
    element: lazyPage(() => import('./features/business-intelligence/BusinessIntelligencePage')),
  },
  {
    path: ADMIN_PAGES.marketing.path,
    element: lazyPage(() => import('./features/marketing/MarketingPage')),
  },
];

export default routes;
