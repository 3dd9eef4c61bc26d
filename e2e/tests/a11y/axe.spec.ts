import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { PORTAL_ROUTES, PUBLIC_ROUTES, seededAdminRoutes } from '../../support/routes';

/**
 * axe-core on every route, in both languages, at desktop and phone widths: any serious or
 * critical violation fails, with the rule, the route and the first offending nodes named.
 */
const LANGUAGES = ['en', 'fr'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 760 },
] as const;

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
    await auditAll(page, await seededAdminRoutes(request, adminSession.token));
  });
});

test('the client portal has no serious accessibility violation', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(180_000);
  const client = await linkedPortalClient(request, adminSession.token, 'Axel');
  await openPortalAs(page, client.session);
  await auditAll(page, PORTAL_ROUTES);
});
