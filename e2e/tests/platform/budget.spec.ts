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
