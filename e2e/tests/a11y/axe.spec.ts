import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { newSigners, sentServiceAgreement } from '../../support/contracts';
import { adminCreateLead } from '../../support/leads';
import { signingLinkFor } from '../../support/mail';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import {
  AUTOMATION_VIEW_ROUTES,
  PORTAL_ROUTES,
  PUBLIC_ROUTES,
  seededAdminRoutes,
} from '../../support/routes';

/**
 * axe-core (wcag2a/aa, wcag21a/aa, best practice) on every route and on the states a route
 * opens (a dialog, a side panel, the bell), in both languages, at desktop and phone widths:
 * any moderate, serious or critical violation fails, with the rule, the route and state, the
 * width and the first offending nodes named.
 */
const LANGUAGES = ['en', 'fr'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 760 },
] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

type Finding = { route: string; rule: string; impact: string; help: string; nodes: string[] };

/** A route, or a state of it: what to open once the page is there, and what shows it open. */
type Audited = {
  route: string;
  /** Names the state in a finding ("New contract dialog"). */
  state?: string;
  open?: (page: Page) => Promise<void>;
};

/** One route (or state) in one language, audited at each width without loading it again. */
async function audit(page: Page, audited: Audited, language: string): Promise<Finding[]> {
  const { route } = audited;
  const separator = route.includes('?') ? '&' : '?';
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`${route}${separator}lng=${language}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and charts load after the heading: wait for every spinner to go.
  await expect(page.getByRole('status').filter({ hasText: /Loading|Chargement/ })).toHaveCount(0);
  if (audited.open) await audited.open(page);
  const findings: Finding[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // Violations only: collecting every passing node would double the time of each audit.
    const results = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of results.violations) {
      if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
      findings.push({
        route: `${route}${audited.state ? ` [${audited.state}]` : ''} (${language}, ${size.width} px)`,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      });
    }
  }
  return findings;
}

/** Every route or state in both languages; fails once, listing every finding by rule + route. */
async function auditAll(page: Page, targets: readonly (string | Audited)[]) {
  const findings: Finding[] = [];
  for (const language of LANGUAGES) {
    for (const target of targets) {
      const audited = typeof target === 'string' ? { route: target } : target;
      findings.push(...(await audit(page, audited, language)));
    }
  }
  const summary = findings.map(
    (finding) => `${finding.rule} (${finding.impact}) on ${finding.route}`,
  );
  expect(findings, `${summary.join('\n')}\n\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}

/** Waits for the dialog named `name` (a string or a pattern) to be open. */
const dialogOpen = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
};

test('the public pages have no moderate or worse accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await auditAll(page, PUBLIC_ROUTES);
});

test('the signing page has no moderate or worse accessibility violation', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(120_000);
  const [signer] = newSigners(1);
  if (!signer) throw new Error('one signer');
  await sentServiceAgreement(request, adminSession.token, { signers: [signer] });
  await auditAll(page, [{ route: await signingLinkFor(signer.email), state: 'signing page' }]);
});

test.describe('signed in as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the back office has no moderate or worse accessibility violation', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(420_000);
    await auditAll(page, [
      ...(await seededAdminRoutes(request, adminSession.token)),
      ...AUTOMATION_VIEW_ROUTES,
    ]);
  });

  test('its dialogs, side panels and the bell open have no moderate or worse violation', async ({
    page,
    request,
    adminSession,
  }) => {
    test.setTimeout(240_000);
    const id = Date.now().toString(36);
    const lead = await adminCreateLead(request, adminSession.token, {
      name: `Audit Lead ${id}`,
      email: `audit-lead-${id}@example.com`,
      phone: '+33 1 84 88 12 40',
    });
    await auditAll(page, [
      {
        route: '/admin/automation?tab=contracts&new=1',
        state: 'New contract dialog',
        open: dialogOpen(/^(New contract|Nouveau contrat)$/),
      },
      {
        route: `/admin/leads?lead=${lead.id}`,
        state: "a lead's side panel",
        open: dialogOpen(lead.name),
      },
      {
        route: '/admin/leads',
        state: 'New lead dialog',
        open: async (target) => {
          await target
            .getByRole('button', { name: /^(New lead|Nouveau lead|Nouveau prospect)$/ })
            .click();
          await expect(target.getByRole('dialog')).toBeVisible();
        },
      },
      {
        route: '/admin/dashboard',
        state: 'the bell open',
        open: async (target) => {
          await target.getByRole('button', { name: /^Notifications/ }).click();
          await expect(target.getByRole('region', { name: /^Notifications/ })).toBeVisible();
        },
      },
    ]);
  });
});

test('the client portal has no moderate or worse accessibility violation', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(180_000);
  const client = await linkedPortalClient(request, adminSession.token, 'Axel');
  await openPortalAs(page, client.session);
  await auditAll(page, [
    ...PORTAL_ROUTES,
    {
      route: '/client-portal',
      state: 'the bell open',
      open: async (target) => {
        await target.getByRole('button', { name: /^Notifications/ }).click();
        await expect(target.getByRole('region', { name: /^Notifications/ })).toBeVisible();
      },
    },
  ]);
});
