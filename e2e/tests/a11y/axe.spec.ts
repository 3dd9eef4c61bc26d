import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { clientWithSentInvoice, linkedPortalClient, openPortalAs } from '../../support/portal';
import { callRecords } from '../../support/records';
import { ADMIN_PAGES, AUTOMATION_TABS } from '../../support/stack';

/**
 * axe-core on every route, in both languages, at desktop and phone widths: any serious or
 * critical violation fails, with the rule, the route and the first offending nodes named.
 */
const LANGUAGES = ['en', 'fr'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 760 },
] as const;

const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/estimator',
  '/get-started',
  '/auth/login',
  '/auth/register',
  '/verify',
  '/no-such-page',
];

type Finding = { route: string; rule: string; impact: string; help: string; nodes: string[] };

/** One route in one language, audited at each width without loading it again. */
async function audit(page: Page, route: string, language: string): Promise<Finding[]> {
  const separator = route.includes('?') ? '&' : '?';
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`${route}${separator}lng=${language}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and charts load after the heading: wait for every spinner to go.
  await expect(page.getByRole('status').filter({ hasText: /Loading|Chargement/ })).toHaveCount(0);
  const findings: Finding[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // Violations only: collecting every passing node would double the time of each audit.
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      findings.push({
        route: `${route} (${language}, ${size.width} px)`,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      });
    }
  }
  return findings;
}

async function auditAll(page: Page, routes: readonly string[]) {
  const findings: Finding[] = [];
  for (const language of LANGUAGES) {
    for (const route of routes) findings.push(...(await audit(page, route, language)));
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

test('the public pages have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await auditAll(page, PUBLIC_ROUTES);
});

test.describe('signed in as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the back office has no serious accessibility violation', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(300_000);
    const token = adminSession.token;
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
    await auditAll(page, [
      '/admin',
      ...ADMIN_PAGES.map((entry) => entry.path),
      ...AUTOMATION_TABS.map((entry) => `/admin/automation?tab=${entry.tab}`),
      `/admin/clients/${seeded.clientId}`,
      `/admin/projects/${project.id}`,
      `/admin/proposals/${proposal.id}`,
      `/admin/payments/invoices/${seeded.invoice.id}`,
    ]);
  });
});

const PORTAL_ROUTES = [
  '',
  '/projects',
  '/proposals',
  '/contracts',
  '/invoices',
  '/messages',
  '/files',
  '/profile',
];

test('the client portal has no serious accessibility violation', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(180_000);
  const client = await linkedPortalClient(request, adminSession.token, 'Axel');
  await openPortalAs(page, client.session);
  await auditAll(
    page,
    PORTAL_ROUTES.map((path) => `/client-portal${path}`),
  );
});
