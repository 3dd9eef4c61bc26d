import type { APIRequestContext } from '@playwright/test';
import { clientWithSentInvoice } from './portal';
import { callRecords } from './records';
import { ADMIN_PAGES, AUTOMATION_TABS } from './stack';

/**
 * Every route of the site, for the specs that visit them all (axe-core, French everywhere):
 * one list, so a new page is checked by each of them.
 */

/** The public routes, a page no route knows included. */
export const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/estimator',
  '/get-started',
  '/auth/login',
  '/auth/register',
  '/verify',
  '/no-such-page',
];

/** The portal's routes, under `/client-portal`. */
export const PORTAL_ROUTES = [
  '',
  '/projects',
  '/proposals',
  '/contracts',
  '/invoices',
  '/messages',
  '/files',
  '/profile',
].map((path) => `/client-portal${path}`);

/** Automation's inner views (`?view=`), by tab: the page tabs' own panels hold view tabs. */
export const AUTOMATION_VIEW_ROUTES = Object.entries({
  invoicing: ['rules', 'generated', 'analytics'],
  scoring: ['scored', 'criteria', 'analytics'],
  contracts: ['active', 'templates', 'signatures', 'analytics'],
}).flatMap(([tab, views]) => views.map((view) => `/admin/automation?tab=${tab}&view=${view}`));

/**
 * The back office's routes, its record pages included: seeds a client with a sent invoice, a
 * project and a proposal (as the admin of `token`) to open theirs.
 */
export async function seededAdminRoutes(
  request: APIRequestContext,
  token: string,
): Promise<string[]> {
  const seeded = await clientWithSentInvoice(request, token);
  const { project } = (await callRecords(request, token, 'project-management', 'create_project', {
    client_id: seeded.clientId,
    name: 'Audit project',
    status: 'in_progress',
  })) as { project: { id: string } };
  const { proposal } = (await callRecords(
    request,
    token,
    'proposal-management',
    'create_proposal',
    {
      client_id: seeded.clientId,
      title: 'Audit proposal',
      items: [{ description: 'Design', quantity: 1, unit_price_cents: 100_000 }],
    },
  )) as { proposal: { id: string } };
  return [
    '/admin',
    ...ADMIN_PAGES.map((entry) => entry.path),
    ...AUTOMATION_TABS.map((entry) => `/admin/automation?tab=${entry.tab}`),
    `/admin/clients/${seeded.clientId}`,
    `/admin/projects/${project.id}`,
    `/admin/proposals/${proposal.id}`,
    `/admin/payments/invoices/${seeded.invoice.id}`,
  ];
}
