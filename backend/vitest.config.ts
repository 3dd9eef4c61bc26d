import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starting an in-memory PGlite (or creating a PostgreSQL database) takes a few seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
