import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_SETUP, smtpSinkServer } from './support/stack-config';

const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * Every run starts on an empty embedded database of its own. Set once in the runner process, so
 * the test workers (started later, with its environment) see the same folders.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `atelier-e2e-${process.pid}`);
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mail');
/** The loopback SMTP server the backend sends its e-mail to (support/smtp-sink-server.ts). */
process.env.E2E_SMTP_PORT ??= '54325';
const dataDir = process.env.E2E_DATA_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  // One worker: a spec edits the stack's config.json, which every other page reads.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }],
      ],
  ...CHROMIUM_SETUP,
  webServer: [
    smtpSinkServer(repoRoot, smtpPort, process.env.E2E_MAIL_DIR),
    {
      command: 'node dist/host/start.mjs',
      cwd: repoRoot,
      url: 'http://127.0.0.1:54321/health',
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        ATELIER_DATA_DIR: dataDir,
        ATELIER_SEED: 'none',
        // The specs of demo mode need the demo fallback that pnpm start's demo seed turns on.
        ATELIER_DEMO_FALLBACK: 'true',
        // E-mail leaves through SMTP, as in production, to the sink above.
        ATELIER_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ATELIER_MAIL_FROM: 'Atelier Studio <studio@atelier.example>',
        // Request lines would bury the run's output; warnings and errors still show.
        ATELIER_LOG_LEVEL: 'warn',
        ATELIER_ADMIN_EMAIL: 'admin@example.com',
        ATELIER_ADMIN_PASSWORD: 'e2e-admin-password-123',
      },
    },
  ],
});
