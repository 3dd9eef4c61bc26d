import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { findLeadByEmail, uniqueContact } from '../../support/leads';
import { PUBLIC_ROUTES } from '../../support/routes';

/**
 * Issue 32, "Done when": with JavaScript turned off a visitor reads every public page in both
 * languages, opens the menu, gets an estimate and sends the get-started form; the newsletter
 * and sign-in forms get the server's messages (docs/public-rendering.md "Forms without
 * JavaScript").
 */

const LOCALES = path.resolve(import.meta.dirname, '../../../remote-public/src/locales');
type Strings = Record<string, unknown>;
const strings = (lng: 'en' | 'fr') =>
  JSON.parse(readFileSync(path.join(LOCALES, `${lng}.json`), 'utf8')) as Strings;
/** A sentence of remote-public's strings, by its dotted key. */
const say = (lng: 'en' | 'fr', key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Strings)[part], strings(lng)) as string;
/** Spaces as the page's text has them. */
const loose = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]+/g, '\\s*'));

/** Every public page the server draws: the routes every spec visits, and the others. */
const PAGES = [
  ...PUBLIC_ROUTES.filter((route) => route !== '/no-such-page'),
  '/auth/forgot-password',
  '/privacy',
  '/terms',
];

test.use({ javaScriptEnabled: false });

test('every public page reads in English and in French, from the server alone', async ({
  page,
}) => {
  for (const pathname of PAGES) {
    for (const lng of ['en', 'fr'] as const) {
      const response = await page.goto(`${pathname}?lng=${lng}`);
      expect(response?.status(), `${pathname} in ${lng}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, `${pathname} in ${lng}`).toBeVisible();
      expect(((await heading.textContent()) ?? '').trim()).not.toBe('');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  }
  const missing = await page.goto('/no-such-page?lng=fr');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu opens (a native popover) in both languages', async ({ page }) => {
    for (const lng of ['en', 'fr'] as const) {
      await page.goto(`/services?lng=${lng}`);
      const nav = page.getByRole('navigation', { name: say(lng, 'layout.nav.label') });
      await expect(nav).toBeHidden();
      await page
        .getByRole('banner')
        .getByRole('button', { name: say(lng, 'layout.menu') })
        .tap();
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: say(lng, 'layout.nav.estimator') })).toBeVisible();
    }
  });
});

/** Chooses an option of the estimator: its label wraps the native radio or checkbox. */
const choose = (page: Page, step: string, option: string) =>
  page.getByRole('group', { name: step }).getByText(option, { exact: true }).click();

test('an estimate by choosing options and sending them, then the get-started form: a bad e-mail, then a good one', async ({
  page,
  request,
  adminSession,
}) => {
  const visitor = uniqueContact('Noscript');

  await page.goto('/estimator');
  await choose(page, 'What are you building?', 'Corporate website');
  await choose(page, 'How big is it?', 'Large');
  await choose(page, 'Which features do you need?', 'Multiple languages');
  await choose(page, 'How far should the design go?', 'Custom');
  await choose(page, 'How soon do you need it?', 'Standard');
  await page.getByRole('button', { name: say('en', 'estimator.showEstimate') }).click();
  // The server drew the estimate of the choices sent (a GET form: the choices are the query).
  await expect(page).toHaveURL(/\/estimator\?.*projectType=corporate/);
  expect(new URL(page.url()).searchParams.getAll('features')).toEqual(['i18n']);
  const summary = page.getByRole('region', { name: 'Your estimate' });
  await expect(summary.getByText('Corporate website', { exact: true })).toBeVisible();
  await expect(summary.getByText('Multiple languages', { exact: true })).toBeVisible();
  await expect(summary.getByText('Large', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'How big is it?' }).getByRole('radio', { name: /^Large/ }),
  ).toBeChecked();
  const shownRange = ((await summary.locator('p').first().textContent()) ?? '').trim();
  expect(shownRange).toMatch(/^\$[\d,]+ – \$[\d,]+$/);

  // "Start your project" carries the estimate into the form, as with JavaScript.
  await summary.getByRole('link', { name: 'Send me this estimate' }).click();
  await expect(page).toHaveURL(/\/get-started\?.*from=estimator/);
  const estimate = new URL(page.url()).searchParams.get('estimate') ?? '';
  const [low, high] = estimate.split('-').map(Number);
  await expect(page.getByText(`Your estimate: ${shownRange}, Standard pace`)).toBeVisible();
  await expect(page.getByLabel('Project type')).toHaveValue('corporate');

  // A bad e-mail: the page comes back with the message under the field, the rest kept.
  await page.getByLabel('Your name').fill(visitor.name);
  await page.getByLabel('Work e-mail').fill('noscript@');
  await page.getByLabel('Company').fill('Dupont & Fils');
  if ((await page.getByLabel('Budget').inputValue()) === '') {
    await page.getByLabel('Budget').selectOption('25000');
  }
  const budget = await page.getByLabel('Budget').inputValue();
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send my project' }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page).toHaveURL(/\/get-started\?.*from=estimator/);
  await expect(page.getByLabel('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(say('en', 'validation.email'))).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(visitor.name);
  await expect(page.getByLabel('Work e-mail')).toHaveValue('noscript@');
  await expect(page.getByLabel('Company')).toHaveValue('Dupont & Fils');
  await expect(page.getByLabel('Budget')).toHaveValue(budget);
  await expect(page.getByLabel('Project type')).toHaveValue('corporate');
  await expect(page.getByText(`Your estimate: ${shownRange}, Standard pace`)).toBeVisible();

  // A good one: the thank-you, and the lead exists with the estimate as shown.
  await page.getByLabel('Work e-mail').fill(visitor.email);
  await page.getByRole('button', { name: 'Send my project' }).click();
  await expect(page).toHaveURL(/\/get-started\?sent=1$/);
  await expect(
    page.getByRole('heading', { name: say('en', 'getStarted.thanks.titleUnnamed') }),
  ).toBeVisible();
  const stored = (await findLeadByEmail(request, adminSession.token, visitor.email)) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({
    name: visitor.name,
    company: 'Dupont & Fils',
    source: 'estimator',
    estimate_low: low,
    estimate_high: high,
    estimate_pace: 'standard',
  });
});

test('the get-started form in French: the messages in French, the language kept', async ({
  page,
}) => {
  await page.goto('/get-started?lng=fr');
  await page.getByLabel(say('fr', 'getStarted.fields.name')).fill('Jeanne Noscript');
  await page.getByLabel(say('fr', 'getStarted.fields.email')).fill('pas-une-adresse');
  await page.getByRole('button', { name: say('fr', 'getStarted.submit') }).click();
  await expect(page).toHaveURL(/\/get-started\?lng=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(loose(say('fr', 'validation.email')))).toBeVisible();
  await expect(page.getByText(loose(say('fr', 'validation.choose'))).first()).toBeVisible();
  await expect(page.getByLabel(say('fr', 'getStarted.fields.name'))).toHaveValue('Jeanne Noscript');
});

test('the newsletter with a bad e-mail gets its message', async ({ page }) => {
  await page.goto('/services');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(say('en', 'newsletter.emailLabel')).fill('not-an-address');
  await footer.getByRole('button', { name: say('en', 'newsletter.subscribe') }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(footer.getByText(say('en', 'newsletter.invalidEmail'))).toBeVisible();
  await expect(footer.getByLabel(say('en', 'newsletter.emailLabel'))).toHaveValue('not-an-address');
});

test('sign-in: the field messages, and a wrong password refused in the page language', async ({
  page,
}) => {
  await page.goto('/auth/login?lng=fr');
  await page.getByRole('button', { name: say('fr', 'auth.login.submit') }).click();
  await expect(page.getByLabel(say('fr', 'auth.fields.email'))).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel(say('fr', 'auth.fields.email')).fill('nobody@example.com');
  await page.getByLabel(say('fr', 'auth.fields.password'), { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: say('fr', 'auth.login.submit') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('alert')).toContainText(loose(say('fr', 'auth.login.failureTitle')));
  await expect(page.getByLabel(say('fr', 'auth.fields.email'))).toHaveValue('nobody@example.com');
  // The password is never drawn back into the page.
  await expect(page.getByLabel(say('fr', 'auth.fields.password'), { exact: true })).toHaveValue('');
});
