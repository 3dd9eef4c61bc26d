import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file's PGlite starts as a copy of one made and migrated once (src/test/pglite-templates.ts).
    globalSetup: ['src/test/pglite-templates.ts'],
    // Starting an in-memory PGlite (or creating a PostgreSQL database) takes a few seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
