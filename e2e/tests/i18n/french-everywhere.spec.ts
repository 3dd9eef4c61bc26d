import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { adminCreateLead } from '../../support/leads';
import { englishStrings, normalise } from '../../support/locale-strings';
import { linkedPortalClient, openPortalAs } from '../../support/portal';
import { callRecords } from '../../support/records';
import { PORTAL_ROUTES, PUBLIC_ROUTES, seededAdminRoutes } from '../../support/routes';

/**
 * Every route in French shows no sentence of the English locales that French words otherwise
 * (docs/platform.md, "French everywhere"). One load per route, read as soon as its main
 * heading shows: what a page writes with its data is not checked, its own words are.
 */
const ENGLISH = englishStrings();

type Finding = { route: string; english: string; source: string };

/** A remote's French strings may arrive just after its first paint in the English fallback. */
const SETTLE_TRIES = 8;
const SETTLE_MS = 250;

async function englishShown(page: Page, route: string): Promise<Finding[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (not hidden nodes).
  const text = normalise(`${await page.title()}\n${await page.locator('body').innerText()}`);
  return ENGLISH.filter(({ text: english }) => text.includes(english)).map((found) => ({
    route,
    english: found.text,
    source: found.source,
  }));
}

async function englishOn(page: Page, route: string): Promise<Finding[]> {
  const separator = route.includes('?') ? '&' : '?';
  await page.goto(`${route}${separator}lng=fr`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  let findings = await englishShown(page, route);
  for (let tries = 1; findings.length > 0 && tries < SETTLE_TRIES; tries += 1) {
    await page.waitForTimeout(SETTLE_MS);
    findings = await englishShown(page, route);
  }
  return findings;
}

async function expectFrenchOn(page: Page, routes: readonly string[]): Promise<void> {
  const findings: Finding[] = [];
  for (const route of routes) findings.push(...(await englishOn(page, route)));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

test('the English locales have sentences to look for, and an English page shows them', async ({
  page,
}) => {
  expect(ENGLISH.length).toBeGreaterThan(500);
  expect(ENGLISH.map((entry) => entry.text)).toContain('Mark all as read');
  await page.goto('/auth/login?lng=en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await englishShown(page, '/auth/login')).length).toBeGreaterThan(0);
});

test('the public pages are in French', async ({ page }) => {
  await expectFrenchOn(page, PUBLIC_ROUTES);
});

test.describe('signed in as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the back office is in French', async ({ page, request, adminSession }) => {
    test.setTimeout(120_000);
    await expectFrenchOn(page, await seededAdminRoutes(request, adminSession.token));
  });

  test("the bell and a lead's score breakdown are in French", async ({
    page,
    request,
    adminSession,
  }) => {
    await callRecords(request, adminSession.token, 'notifications-system', 'mark_all_read');
    const name = `Lea ${randomUUID().slice(0, 8)}`;
    await adminCreateLead(request, adminSession.token, {
      name,
      email: `lea-${randomUUID().slice(0, 8)}@studio-lea.com`,
      company: 'Studio Léa',
      budget: 30_000,
      timeline: 'asap',
    });
    await page.goto('/admin/dashboard?lng=fr');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toContainText(`Nouveau prospect : ${name}`);
    await expect(panel).toContainText('saisi par l’agence · Studio Léa');
    expect(await englishShown(page, 'bell')).toEqual([]);
    await panel.getByText(`Nouveau prospect : ${name}`).click();
    const lead = page.getByRole('dialog', { name });
    await expect(lead).toContainText('De 25 000 $ à 49 999 $');
    await expect(lead).toContainText('Délai');
    expect(await englishShown(page, 'lead')).toEqual([]);
  });
});

test('the client portal is in French', async ({ page, request, adminSession }) => {
  test.setTimeout(60_000);
  const client = await linkedPortalClient(request, adminSession.token, 'Fanny');
  await openPortalAs(page, client.session);
  await expectFrenchOn(page, PORTAL_ROUTES);
});
