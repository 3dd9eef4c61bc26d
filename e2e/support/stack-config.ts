import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

/** What both Playwright configs (the stack's, the production topology's) give each test. */
export const CHROMIUM_SETUP = {
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS },
    },
  ],
} satisfies Pick<PlaywrightTestConfig, 'use' | 'projects'>;

/** The loopback SMTP server the backend sends to (smtp-sink-server.ts), as a web server. */
export function smtpSinkServer(repoRoot: string, port: number, mailDir: string | undefined) {
  return {
    command: 'node --import tsx e2e/support/smtp-sink-server.ts',
    cwd: repoRoot,
    port,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { E2E_SMTP_PORT: String(port), E2E_MAIL_DIR: mailDir ?? '' },
  };
}
