import { CLASS_PREFIXES } from '../../../shared/src/class-prefixes.ts';
import { expect, test } from '../../support/auth';
import { styleRuleSelectors } from '../../support/css-selectors';
import { REMOTE_ORIGINS } from '../../support/stack';

// Admin pages and the portal are for signed-in users: these specs sign in as the e2e admin.
test.use({ signedInAs: 'admin' });

/** Class-name prefix each app's CSS modules get at build (`pu-Q8a1I`). */
const PREFIX_BY_ORIGIN: Record<string, string> = Object.fromEntries(
  Object.entries(REMOTE_ORIGINS).map(([remote, origin]) => [
    origin,
    `${CLASS_PREFIXES[remote as keyof typeof REMOTE_ORIGINS]}-`,
  ]),
);

const PAGES = [
  '/',
  '/services',
  '/estimator',
  '/get-started',
  '/auth/login',
  '/client-portal',
  '/admin/dashboard',
];

test('no remote stylesheet can style anything outside its own elements', async ({ page }) => {
  test.setTimeout(60_000); // eight pages
  const stylesheets = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (PREFIX_BY_ORIGIN[url.origin] && url.pathname.endsWith('.css')) {
      stylesheets.set(response.url(), response.text());
    }
  });
  for (const path of [...PAGES, '/admin/automation?tab=contracts']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A server-rendered page shows its h1 before any script: its remote's stylesheets are
    // linked by the takeover (at once for a signed-in visitor), once its data is in.
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /.*/);
    // Every stylesheet the page links has loaded, so its response was seen above. Not
    // `networkidle`: a page's prefetch of its language link that the browser drops when the
    // takeover redirects (`/auth/login` signed in) never ends for Playwright.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
    );
    // Read before the next page: a body is gone once its page is left.
    await Promise.allSettled(stylesheets.values());
  }

  const offenders: string[] = [];
  const origins = new Set<string>();
  for (const [url, text] of stylesheets) {
    const origin = new URL(url).origin;
    origins.add(origin);
    for (const selector of styleRuleSelectors(await text)) {
      // Anchored on one of the remote's own classes, a rule can only reach the remote's subtree.
      if (!selector.includes(`.${PREFIX_BY_ORIGIN[origin]}`)) offenders.push(`${url}: ${selector}`);
    }
  }
  expect(offenders).toEqual([]);
  expect([...origins].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());
});
