import { expect, test } from '../../support/auth';
import { callRecords } from '../../support/records';

/** The analytics calls a page makes. */
function trackingCalls(page: import('@playwright/test').Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/functions/v1/analytics')) return;
    const body = request.postDataJSON() as { action?: string; path?: string } | null;
    if (body?.action === 'track_page_view') paths.push(body.path ?? '');
  });
  return paths;
}

test('a visit to the public site is counted without cookies; Do-Not-Track is respected', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const sent = trackingCalls(page);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => sent).toContain('/services');
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  const private_ = await browser.newContext();
  await private_.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  });
  const quiet = await private_.newPage();
  const none = trackingCalls(quiet);
  await quiet.goto('/services');
  await expect(quiet.getByRole('heading', { level: 1 })).toBeVisible();
  await quiet.waitForTimeout(500);
  expect(none).toEqual([]);
  await private_.close();
});

test.describe('for a signed-in admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the analytics page shows the counted views, top pages and the funnel', async ({
    page,
    request,
    adminSession,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    const answer = (await callRecords(request, adminSession.token, 'analytics', 'get_analytics', {
      from: today,
      to: today,
    })) as { totals: { page_views: number } };
    await page.goto('/admin/analytics?preset=7');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Page views');
    await expect(page.getByRole('main')).toContainText('/services');
    await expect(page.getByRole('main')).toContainText('Opened the estimator');
    expect(answer.totals.page_views).toBeGreaterThan(0);
  });
});
