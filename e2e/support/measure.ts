import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

export type PageWeight = {
  requests: number;
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  /**
   * Origins of the remotes the page loaded: those it fetched a manifest or a script from (a
   * server-rendered page carries its remote's manifest, so only the remote's scripts show).
   */
  remoteOrigins: string[];
};

/**
 * A server-rendered public page is taken over by the shell's script at the visitor's first
 * gesture (scripts/lib/early-hold.ts): moves the mouse, as a visitor does, and waits until the
 * page is the browser's own.
 */
export async function takeOver(page: Page, timeout = 15_000): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => !document.getElementById('root')?.dataset.serverRendered, null, {
    timeout,
  });
}

/**
 * Loads `url` and adds up what Chromium downloaded to render it: every request, and the
 * JavaScript both as served-uncompressed bytes and as gzip would send them. With `gesture`,
 * what it downloaded by the end of the takeover that the visitor's first gesture starts.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  { gesture = false }: { gesture?: boolean } = {},
): Promise<PageWeight> {
  const scripts: Promise<Buffer>[] = [];
  const origins = new Set<string>();
  let requests = 0;
  let inFlight = 0;
  let lastSettled = Date.now();
  page.on('request', () => {
    requests += 1;
    inFlight += 1;
  });
  const settle = () => {
    inFlight -= 1;
    lastSettled = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const responseUrl = new URL(response.url());
    const isScript = response.request().resourceType() === 'script';
    if (responseUrl.pathname.endsWith('/mf-manifest.json') || isScript) {
      origins.add(responseUrl.origin);
    }
    if (isScript && response.ok()) scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (gesture) {
    await takeOver(page);
    // `networkidle` was reached once already, so Playwright would not wait for it again.
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastSettled >= 500, { intervals: [100] })
      .toBe(true);
  }
  const bodies = await Promise.all(scripts);
  const pageOrigin = new URL(page.url()).origin;
  return {
    requests,
    jsFiles: bodies.length,
    jsRawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    remoteOrigins: [...origins].filter((origin) => origin !== pageOrigin).sort(),
  };
}

/** Time to first contentful paint of the page currently shown, in milliseconds. */
export async function firstContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const existing = performance.getEntriesByName('first-contentful-paint')[0];
        if (existing) {
          resolve(existing.startTime);
          return;
        }
        new PerformanceObserver((list) => {
          resolve(list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), 5000);
      }),
  );
}
