/**
 * The server render bundle: `dist/server/render.mjs`, one self-contained ES module for Node
 * (every page module included, no federation: the shell's server imports it from this remote's
 * URL). Built after the browser build (`pnpm build`), from the same sources and strings.
 *
 * CSS Modules class names must be the browser's. The browser takes `@atelier/shared` from the
 * shell (a federation singleton), so its components carry the shell's prefix, and this
 * remote's own files carry its own (`sh-…`, `pu-…`: @atelier/shared's class-prefixes.ts);
 * both hash the path relative to the app's folder.
 * Here every name keeps its folder (`[path]`), and `src/server/class-names.ts` turns it
 * into the prefix the browser uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The islands built just before (`rsbuild.island.config.ts`), embedded as their code. */
const island = (name: string): string | null => {
  const file = path.join(root, 'dist/islands', `${name}.js`);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

export default defineConfig({
  root,
  plugins: [pluginReact()],
  source: {
    entry: { render: path.join(root, 'src/server/render.tsx') },
    define: { __ESTIMATOR_ISLAND__: JSON.stringify(island('estimator')) },
  },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist/server', js: '' },
    filename: { js: '[name].mjs' },
    filenameHash: false,
    cleanDistPath: true,
    cssModules: { localIdentName: '[path]__[local]--[hash:base64:5]' },
    minify: true,
  },
  // The browser's Supabase client is never made on the server (`callAction` posts with fetch
  // there): empty modules keep its libraries out of the file the host loads per deploy.
  resolve: { alias: { '@supabase/functions-js': false, '@supabase/storage-js': false } },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  // One file: the shell's server loads it by URL, where no sibling chunk could be found.
  tools: { rspack: { output: { asyncChunks: false } } },
});
