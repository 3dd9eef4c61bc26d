/**
 * The islands: `dist/islands/<name>.js`, each a small classic script for the browser that the
 * server render puts inline in the pages that need it (docs/public-rendering.md, "Islands"), so
 * that a control answers before the shell's scripts have run. Built after the browser build and
 * before the server build, which embeds them (`rsbuild.server.config.ts`).
 *
 * An island is plain DOM code: it imports the page's pure rules (prices, formats, the query it
 * writes), never React or the shell. `@atelier/shared` stands here for its lead vocabulary, the
 * only part of it those rules use: anything else imported from it fails this build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  source: { entry: { estimator: path.join(root, 'src/islands/estimator.ts') } },
  resolve: {
    alias: {
      '@atelier/shared$': path.join(root, '../shared/src/contract/lead-vocabulary.ts'),
    },
  },
  output: {
    target: 'web',
    distPath: { root: 'dist/islands', js: '' },
    filename: { js: '[name].js' },
    filenameHash: false,
    cleanDistPath: true,
    minify: true,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    htmlPlugin: false,
    // A classic script run inline: no chunk to load, no runtime to share.
    rspack: { output: { asyncChunks: false, iife: true } },
  },
});
