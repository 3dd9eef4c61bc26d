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
    // The files of a worker share its module graph: importing the backend (Hono, Zod, the
    // handlers) once per worker rather than once per file halves the run (305 s → 130 s on
    // PGlite, 247 s → 136 s on PostgreSQL, 2 workers). Each file still has its own database;
    // a module-level state a test changes must be put back by that test (docs/backend.md).
    isolate: false,
    testTimeout: 30_000,
  },
});
