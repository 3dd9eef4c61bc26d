import { defineConfig } from 'vitest/config';
import { jsonKeysPlugin } from './shared/build/json-keys-vite';

/** Unit tests of every package; the backend keeps its own project (it also runs on PostgreSQL). */
export default defineConfig({
  test: {
    projects: [
      'backend/vitest.config.ts',
      {
        // `locales/en.json?keys=...` imports: part of the file, as in the build.
        plugins: [jsonKeysPlugin()],
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
