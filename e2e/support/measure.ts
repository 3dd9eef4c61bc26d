import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

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
 * Loads `url` and adds up what Chromium downloaded to render it: every request, and the
 * JavaScript both as served-uncompressed bytes and as gzip would send them.
 */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const scripts: Promise<Buffer>[] = [];
  const origins = new Set<string>();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    const responseUrl = new URL(response.url());
    const isScript = response.request().resourceType() === 'script';
    if (responseUrl.pathname.endsWith('/mf-manifest.json') || isScript) {
      origins.add(responseUrl.origin);
    }
    if (isScript && response.ok()) scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
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
