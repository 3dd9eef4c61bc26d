/**
 * The first tap on a phone (issue 32): from the visitor's tap to what they see, for the public
 * pages' controls, before the shell has taken the server's page over and after. The profile is
 * the issue's: 375 × 812 with touch, Chromium's CPU throttled 4×, 150 ms round trips, 1.6 Mbps
 * down; a fresh browser context per run, tapping as soon as the page has loaded. Times are
 * wall-clock milliseconds from just before the tap is sent to the first animation frame (or, for
 * a new document, the first paint) that shows the answer; the median of `runs` is printed.
 * A figure, not a test: CI checks bytes and request counts, never these times.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
} as const;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const SEEN_TIMEOUT_MS = 20_000;

type Moment = 'before' | 'after';

/** One control: the page it is on, how to reach it, what the visitor sees once it answered. */
type Scenario = {
  label: string;
  path: string;
  /** Taps that come first and are not measured (the menu before the language link). */
  prepare?: (page: Page) => Promise<void>;
  /** The element tapped, found in the page as it is then. */
  target: (page: Page) => ReturnType<Page['locator']>;
  /**
   * Run in the page raf by raf (serialized: no closure): false until the visitor sees the
   * answer, then `__benchAt(since)`, the moment it was shown (see `SEEN_AT`).
   */
  seen: (since: number) => number | false;
  /**
   * Typed at 20 ms a key once the target is tapped (a field); the figure is then from the first
   * key to its echo, and the run checks that every key arrived through the takeover.
   */
  type?: string;
};

/**
 * The moment the answer was shown, in epoch milliseconds: the first paint of a document that
 * began after `since` (a link followed to a server page), else now (the animation frame at
 * which the page was found answering). Installed in every page before its scripts (an init
 * script, which the pages' Content-Security-Policy does not apply to).
 */
const SEEN_AT = () => {
  (window as unknown as { __benchAt: (since: number) => number }).__benchAt = (since) => {
    if (performance.timeOrigin > since) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (paint) return performance.timeOrigin + paint.startTime;
    }
    return performance.timeOrigin + performance.now();
  };
};
/** In the page, `SEEN_AT`'s function (the scenarios' `seen` run there, serialized). */
declare const __benchAt: (since: number) => number;

const SCENARIOS: Scenario[] = [
  {
    label: 'open the menu (`/`)',
    path: '/',
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    seen: (since) => {
      const nav = document.querySelector('header nav');
      return !!nav && nav.checkVisibility() && __benchAt(since);
    },
  },
  {
    label: 'the language: Français (`/`, menu open)',
    path: '/',
    prepare: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
      await page.getByRole('link', { name: 'Français' }).waitFor({ state: 'visible' });
    },
    target: (page) => page.getByRole('link', { name: 'Français' }),
    seen: (since) =>
      document.documentElement.lang === 'fr' &&
      /Des sites/.test(document.querySelector('h1')?.textContent ?? '') &&
      __benchAt(since),
  },
  {
    label: 'an estimator option: Landing page (`/estimator`)',
    path: '/estimator',
    // The first option that changes the estimate and shows without scrolling (a scroll would
    // start the takeover before the tap).
    target: (page) =>
      page
        .getByRole('group', { name: 'What are you building?' })
        .getByText('Landing page', { exact: true }),
    seen: (since) => {
      const figures = document.querySelector('#estimate-summary [aria-live]');
      const before = (window as unknown as { __benchFiguresBefore?: string }).__benchFiguresBefore;
      return !!figures && figures.textContent !== before && __benchAt(since);
    },
  },
  {
    label: 'typing in the form (`/get-started`, first key after tapping the field)',
    path: '/get-started',
    target: (page) => page.getByLabel('Your name'),
    type: 'Jean Dupont',
    seen: (since) =>
      (document.activeElement as HTMLInputElement | null)?.value?.startsWith('J') === true &&
      __benchAt(since),
  },
  {
    label: '"Start your project" (`/`)',
    path: '/',
    target: (page) => page.getByRole('link', { name: 'Start your project' }).first(),
    seen: (since) =>
      location.pathname === '/get-started' &&
      document.querySelector('h1')?.checkVisibility() === true &&
      __benchAt(since),
  },
];

async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(SEEN_AT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { context, page };
}

/** When the visitor first saw the answer, in epoch milliseconds (`SEEN_AT`). */
async function seenAt(page: Page, scenario: Scenario, since: number): Promise<number> {
  const deadline = Date.now() + SEEN_TIMEOUT_MS;
  for (;;) {
    try {
      const at = await page.waitForFunction(scenario.seen, since, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      });
      return (await at.jsonValue()) as number;
    } catch (error) {
      // A link followed: the document the check ran in is gone; ask the next one.
      if (Date.now() < deadline && /context was destroyed|navigat/i.test(String(error))) continue;
      throw error;
    }
  }
}

/** One run: a fresh phone, the page loaded, maybe taken over, then the tap. */
async function runOnce(
  browser: Browser,
  baseUrl: string,
  scenario: Scenario,
  moment: Moment,
): Promise<{ ms: number; typed?: string }> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'load' });
    if (moment === 'after') {
      await page.mouse.move(1, 1);
      await page.waitForFunction(
        () => !document.getElementById('root')?.dataset.serverRendered,
        null,
        {
          timeout: SEEN_TIMEOUT_MS,
        },
      );
      await page.waitForLoadState('networkidle');
    }
    await scenario.prepare?.(page);
    await page.evaluate(() => {
      (window as unknown as { __benchFiguresBefore?: string }).__benchFiguresBefore =
        document.querySelector('#estimate-summary [aria-live]')?.textContent ?? '';
    });
    const box = await scenario.target(page).boundingBox();
    if (!box || box.y + box.height / 2 > PHONE.viewport.height) {
      throw new Error(`${scenario.label}: nothing to tap in the first screen`);
    }
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (scenario.type) await tap();
    // Watched from before the action, so an answer that comes at once is seen at once.
    const startedAt = Date.now();
    const seen = seenAt(page, scenario, startedAt);
    if (scenario.type) await page.keyboard.type(scenario.type, { delay: 20 });
    else await tap();
    const ms = (await seen) - startedAt;
    if (!scenario.type) return { ms };
    // Every keystroke typed through the takeover must arrive.
    await page.waitForFunction(
      () => !document.getElementById('root')?.dataset.serverRendered,
      null,
      {
        timeout: SEEN_TIMEOUT_MS,
      },
    );
    const typed = await page.getByLabel('Your name').inputValue();
    return { ms, typed };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The table of first taps, for the README. */
export async function measureFirstTaps(
  browser: Browser,
  baseUrl: string,
  runs = 3,
): Promise<string> {
  const rows: string[] = [];
  for (const scenario of SCENARIOS) {
    const cells: string[] = [];
    for (const moment of ['before', 'after'] as const) {
      const times: number[] = [];
      const typed: string[] = [];
      try {
        for (let run = 0; run < runs; run += 1) {
          const result = await runOnce(browser, baseUrl, scenario, moment);
          times.push(result.ms);
          if (result.typed !== undefined) typed.push(result.typed);
        }
        const kept = scenario.type
          ? ` (${typed.filter((value) => value === scenario.type).length}/${typed.length} kept every key)`
          : '';
        cells.push(`${median(times).toFixed(0)} ms${kept}`);
      } catch (error) {
        cells.push(`not measured (${String(error).split('\n')[0]})`);
      }
    }
    rows.push(`| ${scenario.label} | ${cells.join(' | ')} |`);
  }
  return [
    `| first tap on a phone (median of ${runs}) | before the takeover | after it |`,
    '|---|---|---|',
    ...rows,
  ].join('\n');
}
