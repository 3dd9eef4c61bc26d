/**
 * `pnpm bench`: what the production build costs a visitor. For `/` (loaded, and taken over at
 * the visitor's first gesture) and `/admin/dashboard`: JavaScript bytes (raw and gzip) and requests Chromium makes to render the page, and the
 * median time to first contentful paint on localhost over five cold loads. For the dashboard
 * also: the function calls its load makes, and the median time until its figures are shown.
 * The first tap on a phone for the public pages' controls, before and after the takeover
 * (scripts/lib/bench-first-tap.ts). For every public route: Lighthouse (mobile, simulated
 * throttling) beside a static page of the same hero (scripts/lib/bench-lighthouse.ts), then the
 * same from a host that also takes the pages over once loaded and idle (`ATELIER_PUBLIC_TAKEOVER=idle`). Serves the current build on a throwaway
 * database and its own ports (3100–3104, backend 54421, unless set); run `pnpm build` first.
 */
import './lib/require-node';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadOrCreateKeys } from '../backend/src/auth/keys';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';
import { firstContentfulPaint, measurePageWeight } from '../e2e/support/measure';
import { BENCH_ADMIN, signInBenchAdmin } from './lib/bench-admin';
import { measureFirstTaps } from './lib/bench-first-tap';
import {
  type LighthouseFigures,
  launchChromiumForLighthouse,
  lighthouseTable,
  medianRun,
  PUBLIC_ROUTES,
  runLighthouse,
  startStaticHeroServer,
} from './lib/bench-lighthouse';
import {
  APPS,
  BACKEND_PORT_VARIABLE,
  backendPort,
  closeServers,
  portOf,
  shellConfig,
  startBackend,
  startStaticServers,
  writeShellConfig,
} from './lib/stack';

// Its own ports, so that the bench never meets a `pnpm start` or an e2e stack on the defaults.
for (const app of APPS) process.env[app.portVariable] ??= String(app.defaultPort + 100);
process.env[BACKEND_PORT_VARIABLE] ??= '54421';

/**
 * Pages, whether they need the admin signed in (the admin area is guarded), and whether the
 * weight is once the visitor's first gesture has had the server-rendered page taken over.
 */
const PAGES = [
  { url: '/', isAdmin: false, gesture: false },
  { url: '/', isAdmin: false, gesture: true },
  { url: '/admin/dashboard', isAdmin: true, gesture: false },
];
const RUNS = 5;
const BASE_URL = `http://localhost:${portOf(APPS[0] as (typeof APPS)[number])}`;
/** Lighthouse runs per page (the median by score is printed); `BENCH_LIGHTHOUSE_RUNS` sets it. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const STATIC_PAGE_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3199);
/** `BENCH_ONLY=dashboard`: the dashboard's figures alone (a minute, not the whole bench). */
const ONLY_DASHBOARD = process.env.BENCH_ONLY === 'dashboard';
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9333);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A browser storage state holding the bench admin's session, as the login page leaves it. */
async function adminStorageState(publicKey: string) {
  const session = await signInBenchAdmin(backendPort(), publicKey);
  const localStorage = [
    { name: 'auth_token', value: session.token },
    { name: 'client_id', value: session.user.id },
    { name: 'auth_refresh_token', value: session.refreshToken },
    { name: 'auth_expires_at', value: String(session.expiresAt) },
  ];
  return { cookies: [], origins: [{ origin: BASE_URL, localStorage }] };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const env = {
    ...process.env,
    // A log line per request would flood the terminal: measured with request logs off.
    ATELIER_LOG_LEVEL: process.env.ATELIER_LOG_LEVEL ?? 'warn',
    ATELIER_DATA_DIR: dataDir,
    ATELIER_SEED: 'none',
    ATELIER_ADMIN_EMAIL: BENCH_ADMIN.email,
    ATELIER_ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const keys = await loadOrCreateKeys({ dataDir });
  await writeShellConfig(shellConfig(keys.anonKey));
  const backend = await startBackend(env);
  let servers = await startStaticServers('127.0.0.1');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const adminState = await adminStorageState(keys.anonKey);
    if (ONLY_DASHBOARD) {
      console.info(await measureDashboard(browser, adminState));
      return;
    }
    const rows: string[] = [];
    const paintByUrl = new Map<string, number>();
    for (const { url, isAdmin, gesture } of PAGES) {
      const contextOptions = isAdmin ? { storageState: adminState } : {};
      const weightContext = await browser.newContext(contextOptions);
      const weight = await measurePageWeight(await weightContext.newPage(), `${BASE_URL}${url}`, {
        gesture,
      });
      await weightContext.close();
      // The first paint comes before any gesture: one measurement serves both rows of a page.
      let paint = paintByUrl.get(url);
      if (paint === undefined) {
        const paints: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const context = await browser.newContext(contextOptions);
          const page = await context.newPage();
          await page.goto(`${BASE_URL}${url}`, { waitUntil: 'networkidle' });
          const each = await firstContentfulPaint(page);
          if (each !== null) paints.push(each);
          await context.close();
        }
        paint = median(paints);
        paintByUrl.set(url, paint);
      }
      rows.push(
        `| \`${url}\`${gesture ? ' taken over (first gesture)' : ''} | ${kb(weight.jsRawBytes)} | ${kb(weight.jsGzipBytes)} | ${weight.jsFiles} | ${weight.requests} | ${weight.remoteOrigins.map((origin) => new URL(origin).port).join(', ')} | ${paint.toFixed(0)} ms |`,
      );
    }
    console.info(
      [
        '| page | JS raw | JS gzip | JS files | requests | remote ports | FCP (median of 5) |',
        '|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
    console.info(await measureFirstTaps(browser, BASE_URL));
    console.info(await measurePublicRoutes());
    // The same pages from a host that also takes them over once loaded and idle (issue 32).
    await closeServers(servers);
    servers = await startStaticServers('127.0.0.1', {
      ...process.env,
      ATELIER_PUBLIC_TAKEOVER: 'idle',
    });
    console.info(
      `Taken over once idle after load (ATELIER_PUBLIC_TAKEOVER=idle):\n${await measurePublicRoutes()}`,
    );
    // A dashboard that does not settle (work in progress elsewhere) must not hide the rest.
    console.info(
      await measureDashboard(browser, adminState).catch(
        (error: unknown) => `dashboard data: not measured (${String(error).split('\n')[0]})`,
      ),
    );
  } finally {
    await browser.close();
    await closeServers(servers);
    // The database is written until the backend has stopped: remove its folder after that.
    if (backend.exitCode === null) {
      const stopped = new Promise((resolve) => backend.once('exit', resolve));
      backend.kill('SIGTERM');
      await stopped;
    }
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Installed in the dashboard's page before its scripts: `__figuresShownAt` becomes the page's
 * clock (milliseconds since the navigation started) at the first animation frame in which the
 * figures have replaced the skeletons (`main [aria-busy="false"]`). A string, not a function:
 * tsx would compile a function with helpers the page does not have.
 */
const FIGURES_SHOWN_AT = `(() => {
  const seen = () => document.querySelector('main [aria-busy="false"]');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__figuresShownAt = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/**
 * The dashboard's data cost: which function calls a cold load makes (session check and the
 * notification bell aside, they belong to the header), and the time from navigation until the
 * figures replace the skeletons (`aria-busy` false), median of five loads. That time is read
 * twice: on the page's own clock, up to the frame that shows the figures (what the admin
 * sees), and on the bench's, up to when Playwright has found them (which adds its round trips
 * to a busy page and waits for the `load` event).
 */
async function measureDashboard(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  storageState: Awaited<ReturnType<typeof adminStorageState>>,
): Promise<string> {
  const shownTimes: number[] = [];
  const foundTimes: number[] = [];
  let calls: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.addInitScript({ content: FIGURES_SHOWN_AT });
    const made: string[] = [];
    page.on('request', (request) => {
      const match = /\/functions\/v1\/([a-z-]+)$/.exec(request.url());
      if (!match || match[1] === 'user-authentication' || match[1] === 'notifications-system') {
        return;
      }
      made.push(`${match[1]}#${(request.postDataJSON() as { action?: string } | null)?.action}`);
    });
    const started = Date.now();
    await page.goto(`${BASE_URL}/admin/dashboard`);
    await page.locator('main [aria-busy="false"]').waitFor();
    foundTimes.push(Date.now() - started);
    const shownAt = await page.waitForFunction(
      () => (window as unknown as { __figuresShownAt?: number }).__figuresShownAt ?? false,
    );
    shownTimes.push(Number(await shownAt.jsonValue()));
    calls = made;
    await context.close();
  }
  return [
    '| dashboard data | function calls on load | figures shown, page clock (median of 5) | found by the bench, its clock |',
    '|---|---|---|---|',
    `| \`/admin/dashboard\` | ${calls.length} (${calls.join(', ')}) | ${median(shownTimes).toFixed(0)} ms | ${median(foundTimes).toFixed(0)} ms |`,
  ].join('\n');
}

/** Lighthouse on the static hero page and on each public route, in one Chromium. */
async function measurePublicRoutes(): Promise<string> {
  const staticServer = await startStaticHeroServer(STATIC_PAGE_PORT);
  const chromium = await launchChromiumForLighthouse(DEVTOOLS_PORT);
  try {
    const measure = async (url: string) => {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        runs.push(await runLighthouse(url, DEVTOOLS_PORT));
      }
      return medianRun(runs);
    };
    const reference = await measure(`http://localhost:${STATIC_PAGE_PORT}/`);
    const rows = [];
    for (const page of PUBLIC_ROUTES) {
      // Served once before: the host sends a page it has served before at its best compression
      // (scripts/lib/static-server.ts, `pageBrotli`), which it makes after the first request.
      await fetch(`${BASE_URL}${page}`, { headers: { 'Accept-Encoding': 'br' } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      rows.push({ page, figures: await measure(`${BASE_URL}${page}`) });
    }
    return `${lighthouseTable(reference, rows)}\n(median of ${LIGHTHOUSE_RUNS} Lighthouse runs by score; each page served once before)`;
  } finally {
    await chromium.stop();
    await closeServers([staticServer]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
