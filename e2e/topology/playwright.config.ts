import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_SETUP, smtpSinkServer } from '../support/stack-config';

/**
 * The production-topology test (docs/deploy.md): the built artifacts, copied out of the repo and
 * run as separate deployments (topology-stack.ts). Run through scripts/with-postgres.sh after
 * `pnpm build`: `pnpm test:topology`.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `atelier-topology-mail-${process.pid}`);
process.env.E2E_SMTP_PORT ??= '54325';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results/topology'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './topology-stack.ts',
  ...CHROMIUM_SETUP,
  webServer: [
    smtpSinkServer(repoRoot, Number(process.env.E2E_SMTP_PORT), process.env.E2E_MAIL_DIR),
  ],
});
