import { expect, test } from '@playwright/test';
import { measurePageWeight } from '../../support/measure';
import { REMOTE_ORIGINS } from '../../support/stack';

/** Deterministic budgets of the platform issue: bytes and which remotes load, not timings. */
const HOME_JS_GZIP_BUDGET = 200 * 1024;

test('the home page stays within its JavaScript budget and loads only remote-public', async ({
  page,
}) => {
  const weight = await measurePageWeight(page, '/');
  test.info().annotations.push({ type: 'weight', description: JSON.stringify(weight) });
  expect(weight.jsGzipBytes).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET);
  expect(weight.remoteOrigins).toEqual([REMOTE_ORIGINS.remote_public]);
});

/** Strings only TanStack Query's code holds; they survive minification (checked in dist/). */
const REACT_QUERY_MARKERS = ['No QueryClient set', 'Missing queryFn'];

test('the home page downloads no react-query code (the query cache comes with the admin area)', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text());
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const marker of REACT_QUERY_MARKERS) {
    expect(bodies.filter((body) => body.includes(marker))).toHaveLength(0);
  }
});
