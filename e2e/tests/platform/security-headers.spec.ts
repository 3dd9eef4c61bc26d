import type { Page } from '@playwright/test';
import {
  expect,
  registerClient,
  sessionStorageEntries,
  storeInBrowser,
  test,
} from '../../support/auth';
import { BACKEND_URL, REMOTE_ORIGINS, SHELL_URL } from '../../support/stack';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Console errors Chromium writes for anything the page's policy refused. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security headers', () => {
  test('the shell page, a remote asset and the backend send them; the page has a full policy', async ({
    request,
  }) => {
    const page = await request.get(`${SHELL_URL}/admin/dashboard`);
    expect(page.headers()).toMatchObject(SECURITY_HEADERS);
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    for (const origin of Object.values(REMOTE_ORIGINS)) {
      expect(policy).toMatch(new RegExp(`script-src [^;]*${origin}`));
    }
    expect(policy).toMatch(/connect-src [^;]*http:\/\/localhost:54321/);

    const manifest = await request.get(`${REMOTE_ORIGINS.remote_admin}/mf-manifest.json`);
    expect(manifest.headers()).toMatchObject({
      ...SECURITY_HEADERS,
      'content-security-policy': "frame-ancestors 'none'",
    });

    const health = await request.get(`${BACKEND_URL}/health`);
    expect(health.headers()).toMatchObject({
      ...SECURITY_HEADERS,
      'content-security-policy': "frame-ancestors 'none'",
    });
  });

  test('a malformed escape in a static URL is a 400, not a 500', async ({ request }) => {
    for (const origin of [SHELL_URL, ...Object.values(REMOTE_ORIGINS)]) {
      expect((await request.get(`${origin}/%E0%A4%A`)).status()).toBe(400);
    }
  });

  test('the home page loads with no policy violation', async ({ page }) => {
    const violations = collectCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /grow your business/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the client portal loads for a client with no policy violation', async ({
    page,
    request,
  }) => {
    const client = await registerClient(request);
    await storeInBrowser(page, sessionStorageEntries(client.session));
    const violations = collectCspViolations(page);
    await page.goto('/client-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Client portal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test.describe('signed in as admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin dashboard loads with no policy violation', async ({ page }) => {
    const violations = collectCspViolations(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
