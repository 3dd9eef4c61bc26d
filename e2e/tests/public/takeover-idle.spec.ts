import { expect, test } from '../../support/auth';

/**
 * A host started with `ATELIER_PUBLIC_TAKEOVER=idle` (docs/public-rendering.md, "When the page
 * is taken over"): the server's page is taken over by itself once loaded, not only at a gesture.
 */
test('a host started with ATELIER_PUBLIC_TAKEOVER=idle takes the page over once loaded, without a gesture', async ({
  page,
}) => {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/analytics')) {
      views.push(String(request.postDataJSON()?.path));
    }
  });
  // The page as such a host draws it: its root marked (ssr-html.test.ts) before the inline
  // script reads it. (A document answered by `page.route` may not reach the loopback remotes.)
  await page.addInitScript(() => {
    const mark = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      root.setAttribute('data-takeover-at', 'idle');
      mark.disconnect();
    });
    mark.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/services');
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /.*/, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Everything you need to launch and grow online',
  );
  // One page view: the inline script's, sent before the takeover.
  await page.waitForLoadState('networkidle');
  expect(views).toEqual(['/services']);
});
