import { defineConfig } from 'vitest/config';

/** Unit tests of every package; the backend keeps its own project (it also runs on PostgreSQL). */
export default defineConfig({
  test: {
    projects: [
      'backend/vitest.config.ts',
      {
        test: {
          name: 'web',
          environment: 'node',
          include: [
            'shared/{src,build}/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'remote-*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
