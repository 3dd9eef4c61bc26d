import {
  lazyPage,
  type RemoteRoutesModule,
  type RouteHandle,
  recordInstances,
  useAuthStore,
} from '@atelier/shared';
import { prefetchOverview } from '@atelier/shared/data/overview';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { ADMIN_STRINGS, type AdminStrings } from './i18n';
import { ADMIN_PAGES } from './navigation';

recordInstances('remote_admin', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

/**
 * A page's element: its module and the strings it shows (`ADMIN_STRINGS`, the parts its code
 * uses — `i18n-parts.test.ts` checks the list) load side by side, on the visit or on the
 * sidebar's hover (`preloadLazyPage`), so the page never waits for its words.
 */
function adminPage(load: Parameters<typeof lazyPage>[0], ...strings: AdminStrings[]) {
  return lazyPage(() =>
    Promise.all([load(), ...strings.map((part) => ADMIN_STRINGS[part]())]).then(([page]) => page),
  );
}

/** The dashboard's figures load beside its code (`RouteHandle`, docs/frontend.md). */
const dashboardData: RouteHandle = { prefetch: prefetchOverview };

type ListPrefetches = typeof import('./features/list-prefetch');

/** A list page's first rows, asked for with the first hover of its link (`list-prefetch.ts`). */
const listData = (name: keyof ListPrefetches): RouteHandle => ({
  prefetch: (client) =>
    import('./features/list-prefetch').then((lists): Promise<unknown> => lists[name](client)),
});

/** Mounted by the shell at `/admin/*`, inside its admin layout. */
const routes: RemoteRoutesModule['default'] = [
  {
    index: true,
    element: adminPage(() => import('./features/dashboard/DashboardPage'), 'dashboard'),
    handle: dashboardData,
  },
  {
    path: ADMIN_PAGES.dashboard.path,
    element: adminPage(() => import('./features/dashboard/DashboardPage'), 'dashboard'),
    handle: dashboardData,
  },
  {
    path: ADMIN_PAGES.analytics.path,
    element: adminPage(() => import('./features/analytics/AnalyticsPage'), 'analytics'),
  },
  {
    path: ADMIN_PAGES.clients.path,
    element: adminPage(() => import('./features/clients/ClientsPage'), 'clients'),
    handle: listData('prefetchClients'),
  },
  {
    path: `${ADMIN_PAGES.clients.path}/:clientId`,
    element: adminPage(
      () => import('./features/clients/ClientDetailPage'),
      'clients',
      'invoices',
      'payments',
      'projects',
      'proposals',
    ),
  },
  {
    path: ADMIN_PAGES.projects.path,
    element: adminPage(
      () => import('./features/projects/ProjectsPage'),
      'clients',
      'invoices',
      'payments',
      'projects',
      'proposals',
    ),
    handle: listData('prefetchProjects'),
  },
  {
    path: `${ADMIN_PAGES.projects.path}/:projectId`,
    element: adminPage(
      () => import('./features/projects/ProjectDetailPage'),
      'clients',
      'invoices',
      'payments',
      'projects',
      'proposals',
    ),
  },
  {
    path: ADMIN_PAGES.leads.path,
    element: adminPage(() => import('./features/leads/LeadsPage'), 'clients', 'leads'),
    handle: listData('prefetchLeads'),
  },
  {
    path: ADMIN_PAGES.proposals.path,
    element: adminPage(
      () => import('./features/proposals/ProposalsPage'),
      'images',
      'invoices',
      'lineItems',
      'projects',
      'proposals',
    ),
    handle: listData('prefetchProposals'),
  },
  {
    path: `${ADMIN_PAGES.proposals.path}/:proposalId`,
    element: adminPage(
      () => import('./features/proposals/ProposalDetailPage'),
      'images',
      'invoices',
      'lineItems',
      'pdf',
      'projects',
      'proposals',
    ),
  },
  {
    path: ADMIN_PAGES.team.path,
    element: adminPage(
      () => import('./features/team/TeamPage'),
      'clients',
      'invoices',
      'payments',
      'projects',
      'proposals',
      'team',
    ),
    handle: listData('prefetchTeam'),
  },
  {
    path: ADMIN_PAGES.revenue.path,
    element: adminPage(
      () => import('./features/revenue/RevenuePage'),
      'invoices',
      'payments',
      'revenue',
    ),
  },
  {
    path: ADMIN_PAGES.payments.path,
    element: adminPage(
      () => import('./features/payments/PaymentsPage'),
      'creditNotes',
      'invoices',
      'lineItems',
      'payments',
      'projects',
      'proposals',
    ),
  },
  {
    path: `${ADMIN_PAGES.payments.path}/invoices/:invoiceId`,
    element: adminPage(
      () => import('./features/payments/InvoiceDetailPage'),
      'invoices',
      'lineItems',
      'payments',
      'pdf',
      'projects',
      'proposals',
    ),
  },
  {
    path: ADMIN_PAGES.content.path,
    element: adminPage(() => import('./features/content/ContentPage'), 'content', 'images'),
  },
  {
    path: ADMIN_PAGES.email.path,
    element: adminPage(() => import('./features/email/EmailPage'), 'email'),
  },
  {
    path: ADMIN_PAGES.images.path,
    element: adminPage(() => import('./features/images/ImagesPage'), 'images', 'projects'),
  },
  {
    path: ADMIN_PAGES.siteManagement.path,
    element: adminPage(
      () => import('./features/site-management/SiteManagementPage'),
      'siteManagement',
    ),
  },
  {
    path: ADMIN_PAGES.settings.path,
    element: adminPage(() => import('./features/settings/SettingsPage'), 'images', 'settings'),
  },
  {
    path: ADMIN_PAGES.businessIntelligence.path,
    element: adminPage(
      () => import('./features/business-intelligence/BusinessIntelligencePage'),
      'businessIntelligence',
      'leads',
    ),
  },
  {
    path: ADMIN_PAGES.marketing.path,
    element: adminPage(() => import('./features/marketing/MarketingPage'), 'marketing'),
  },
];

export default routes;
