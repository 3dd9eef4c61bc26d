import { readdir, readFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../support/auth';
import { measurePageWeight, takeOver } from '../../support/measure';
import { REMOTE_ORIGINS, SHELL_URL } from '../../support/stack';

/**
 * Deterministic budgets of the platform issue: bytes and which remotes load, not timings. `/`
 * loads ~47 KB, the shell's and remote-public's entries, preloaded (issue 16's budget: 140 KB);
 * the takeover its first gesture starts brings it to ~192 KB (README, "Figures"): that budget
 * leaves room for small changes, not for a library more (docs/public-rendering.md). Raised from
 * 192 to 193 KB for the agency's name in every title and default text (issue 30, +0.8 KB), then
 * to 194 KB for the check of each remote's entry against its integrity in config.json (issue
 * 31: the shell's runtime plugin and config parsing, ~0.5 KB) and the language sent with a lead
 * and the demo-fallback flag (~0.1 KB). 198,211 B on 2026-11-28. Then to 195 KB for what issue 32
 * asks of every page change and of the header without a script (199,151 B on 2026-11-29): the
 * focus and announcement after a page change (its focus code loads with the first change), the
 * phone menu as a native popover carried through the takeover, the language as a link. Then to
 * 197 KB (201,408 B on 2026-11-29) for the footer's newsletter as a real form from the server on
 * (issue 32, forms without JavaScript), the failures worded by their code in the reader's
 * language and the French elision formatters (issue 34); the failure sentences themselves load
 * with the first failure shown, not with the page. Then to 198 KB (202,004 B on 2026-11-29): the
 * field code every rule of the shared contract now names (issue 34, a field's refusal worded
 * by the reader's language; the lead form checks a phone with the contract's rule), and the
 * public pages' shared CSS rules composed by class (issue 29), +0.6 KB. Lowered to 193 KB
 * (196,780 B on 2026-11-29): remote-public's entry takes the federation runtime's helpers from
 * the shell instead of carrying a second copy (issue 32, -5.2 KB). Then 194 KB (197,682 B in
 * the full run of 2026-11-29, +0.9 KB from later changes of the same stop). Lowered to 190 KB
 * (193,500 B on 2026-11-29, stop 44): remote-public's entry borrows the shell's federation
 * bundler runtime instead of carrying its own (`shared/build/remote-bundler-runtime.ts`, -4.2 KB).
 * Lowered to 185 KB (187,621 B on 2026-11-30, stop 49): the federation runtime bundled from its
 * packages' ES modules, and the SDK and error codes no longer put whole on globals that no remote
 * reads (`mfRuntimeAsEsm`, -5.5 KB). 186,197 B once the back office's kit pieces (tables, cards,
 * the date-range picker) left the root singleton for `@atelier/shared/kit` (-1.4 KB).
 */
const HOME_JS_GZIP_BUDGET = 140 * 1024;
const HOME_TAKEOVER_JS_GZIP_BUDGET = 185 * 1024;

test('the home page stays within its JavaScript budget and loads only remote-public', async ({
  page,
}) => {
  const weight = await measurePageWeight(page, '/');
  test.info().annotations.push({ type: 'weight', description: JSON.stringify(weight) });
  expect(weight.jsGzipBytes).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET);
  expect(weight.remoteOrigins).toEqual([REMOTE_ORIGINS.remote_public]);
});

test('the home page taken over at the first gesture stays within its budget too', async ({
  page,
}) => {
  const weight = await measurePageWeight(page, '/', { gesture: true });
  test.info().annotations.push({ type: 'weight', description: JSON.stringify(weight) });
  expect(weight.jsGzipBytes).toBeGreaterThan(HOME_JS_GZIP_BUDGET);
  expect(weight.jsGzipBytes).toBeLessThanOrEqual(HOME_TAKEOVER_JS_GZIP_BUDGET);
  expect(weight.remoteOrigins).toEqual([REMOTE_ORIGINS.remote_public]);
});

/** Strings only TanStack Query's code holds; they survive minification (checked in dist/). */
const REACT_QUERY_MARKERS = ['No QueryClient set', 'Missing queryFn'];

/**
 * Strings only the Supabase client libraries hold (the client headers of supabase-js's storage
 * and functions packages), likewise checked: a second copy of the library would hold them too.
 */
const SUPABASE_MARKERS = ['storage-js/', 'FunctionsHttpError'];
/** What names supabase-js in the page's client (`shared/src/api/supabase-factory.ts`). */
const CLIENT_INFO_MARKERS = ['supabase-js/'];

/** Strings only Zod's code holds (its export names and default message), likewise checked. */
const ZOD_MARKERS = ['ZodError', 'Invalid input'];

/** The JavaScript `url` downloads before the network settles (with `gesture`: once taken over). */
async function scriptsOf(
  page: Page,
  url: string,
  { gesture = false }: { gesture?: boolean } = {},
): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text());
    }
  };
  page.on('response', collect);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Taken over, the page has every script of its first render.
  if (gesture) await takeOver(page);
  // Not the next page's: a body asked for as the test ends would fail it ("Test ended").
  page.off('response', collect);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  return bodies;
}

/** How many of the scripts hold one of the markers (a count, so a failure prints no code). */
const holding = (bodies: string[], markers: string[]): number =>
  bodies.filter((body) => markers.some((marker) => body.includes(marker))).length;

test('the home page downloads neither react-query nor Zod (they come with the admin area and forms)', async ({
  page,
}) => {
  const bodies = await scriptsOf(page, '/', { gesture: true });
  expect(holding(bodies, REACT_QUERY_MARKERS)).toBe(0);
  expect(holding(bodies, ZOD_MARKERS)).toBe(0);
  // Taken over, the page calls nothing: supabase-js waits for the first call (issue 29).
  expect(holding(bodies, SUPABASE_MARKERS)).toBe(0);
  expect(holding(bodies, CLIENT_INFO_MARKERS)).toBe(0);
});

/**
 * Strings only the admin's contract schemas hold (invoicing rules, site pages). The public forms
 * import `@atelier/shared/contract`, whose barrel names every domain; `sideEffects` in
 * shared/package.json lets the bundler leave out the domains a form does not use, which would
 * otherwise be downloaded and evaluated (every schema built) before the form answers.
 */
/** Sentences only the shared `errors` namespace holds (shared/src/i18n/errors/en.json). */
const FAILURE_SENTENCE_MARKERS = ['Your card was declined. Nothing was charged'];

const ADMIN_SCHEMA_MARKERS = [
  'The milestone percents must total 100',
  'The home page cannot be unpublished',
];

test('the sign-up page loads Zod once a field is used, with the account schemas and none of the admin ones', async ({
  page,
}) => {
  const bodies = await scriptsOf(page, '/auth/register', { gesture: true });
  expect(holding(bodies, ZOD_MARKERS)).toBe(0);

  const later: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      later.push(response.text());
    }
  });
  await page.getByLabel('First name').focus();
  await expect.poll(async () => holding(await Promise.all(later), ZOD_MARKERS)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(holding(await Promise.all(later), ADMIN_SCHEMA_MARKERS)).toBe(0);
});

/**
 * `/admin/dashboard`'s first load, the shell's and remote-admin's code up to the figures (issue
 * 32 asks ≤ 180 KB): 210,044 B on 2026-11-29, once remote-admin's entry took the federation
 * runtime's helpers (sdk, error codes) from the shell instead of carrying a second copy
 * (-5.4 KB). Then 206,618 B (stop 44), its entry also borrowing the shell's federation bundler
 * runtime (`shared/build/remote-bundler-runtime.ts`, -4.0 KB with the list pages' prefetch). Then
 * 197,746 B (stop 49): the federation runtime from its ES modules (-5.5 KB) and the calendar's
 * words loading with its dialog, but for the button's (-3.1 KB); 196,308 B with the kit pieces
 * out of the root singleton (-1.4 KB). The budget is ~2 KB above, not the goal yet.
 */
const DASHBOARD_JS_GZIP_BUDGET = 194 * 1024;

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the dashboard stays within its JavaScript budget', async ({ page }) => {
    const weight = await measurePageWeight(page, '/admin/dashboard');
    test.info().annotations.push({ type: 'weight', description: JSON.stringify(weight) });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(weight.jsGzipBytes).toBeLessThanOrEqual(DASHBOARD_JS_GZIP_BUDGET);
  });

  test('the dashboard downloads no Zod: only forms check input, and they load it with them', async ({
    page,
  }) => {
    const bodies = await scriptsOf(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(holding(bodies, REACT_QUERY_MARKERS)).toBeGreaterThan(0);
    expect(holding(bodies, ZOD_MARKERS)).toBe(0);
    // The failure sentences come with the first failure, not with a page that shows none.
    expect(holding(bodies, FAILURE_SENTENCE_MARKERS)).toBe(0);
  });

  test('every call goes through supabase-js, loaded once, with its X-Client-Info and a request id', async ({
    page,
  }) => {
    const calls: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/') && request.method() === 'POST') {
        calls.push(request.headers());
      }
    });
    const bodies = await scriptsOf(page, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/admin/leads', { waitUntil: 'networkidle' });
    expect(calls.length).toBeGreaterThan(1);
    for (const headers of calls) {
      expect(headers['x-client-info']).toMatch(/^supabase-js\/\d+\.\d+\.\d+; runtime=web/);
      expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    }
    // One copy of the library for the page, whichever app made the call.
    expect(holding(bodies, SUPABASE_MARKERS)).toBe(1);
  });
});

/** Strings only pdf-lib's code holds (its standard-font embedding), checked in every built file. */
const PDF_LIB_MARKERS = ['embedStandardFont', 'Helvetica-BoldOblique'];
const APPS = ['shell', 'remote-public', 'remote-portal', 'remote-admin', 'remote-automation'];

test('no app ships pdf-lib: every PDF is made once on the server (issue 28)', async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const scripts: string[] = [];
  for (const app of APPS) {
    const dist = path.join(root, app, 'dist');
    for (const entry of await readdir(dist, { recursive: true })) {
      if (String(entry).endsWith('.js')) scripts.push(path.join(dist, String(entry)));
    }
  }
  expect(scripts.length).toBeGreaterThan(APPS.length);
  const bodies = await Promise.all(scripts.map((file) => readFile(file, 'utf8')));
  expect(holding(bodies, PDF_LIB_MARKERS)).toBe(0);
});

/**
 * What a public page sends (status line, headers and brotli body), as Lighthouse's simulated
 * network counts it: ~14.6 KB go in its first round trip, a page past that paints one 150 ms
 * round trip later (docs/public-rendering.md, "The first round trip"). The pages within it must
 * stay there (14,300 B leaves room for the request's own variations). `/services` is at its
 * edge (14,582 B here on 2026-11-30, 14.2 KB in Lighthouse's count, LCP 1.12–1.15× the static
 * page's) and must not grow.
 */
const PAGE_SENT_BUDGETS: Array<[string, number]> = [
  ['/estimator', 14_300],
  ['/get-started', 14_300],
  ['/auth/login', 14_300],
  ['/auth/register', 14_300],
  ['/privacy', 14_300],
  ['/terms', 14_300],
  ['/verify', 14_300],
  ['/auth/forgot-password', 14_300],
  ['/', 14_300],
  ['/services', 14_700],
];

/** The bytes of one answer as sent: status line, raw headers and the (compressed) body. */
function bytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
      let body = 0;
      response.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on('end', () => {
        let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          head += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
        }
        resolve(head + body);
      });
    });
    request.on('error', reject);
  });
}

test('each public page is sent within its first round trip budget', async () => {
  const sent: Record<string, number> = {};
  for (const [pathname, budget] of PAGE_SENT_BUDGETS) {
    // The host keeps a page's best compression once it has served it (static-server.ts).
    await bytesSent(`${SHELL_URL}${pathname}`);
    let bytes = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 20 && bytes > budget; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      bytes = await bytesSent(`${SHELL_URL}${pathname}`);
    }
    sent[pathname] = bytes;
    expect(bytes, pathname).toBeLessThanOrEqual(budget);
  }
  test.info().annotations.push({ type: 'page sent', description: JSON.stringify(sent) });
});
