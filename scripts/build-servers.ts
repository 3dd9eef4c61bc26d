/**
 * Builds the two servers to plain JavaScript, so that they run with `node` alone (no `tsx`, no
 * TypeScript, no dev dependencies):
 * - the backend: `backend/dist/main.mjs`, one ES module with the `@atelier/shared` contract
 *   inside; the packages it needs at run time stay imports, resolved from the backend's own
 *   `node_modules`, and each must be one of its `dependencies` (checked here);
 * - the local stack (`scripts/start.ts`: the backend under a supervisor, the shell host and the
 *   remotes' static servers): `dist/host/start.mjs`, self-contained;
 * - the shell host alone, as a team deploys it: `dist/shell-host/` (scripts/shell-host.ts).
 * It also releases each remote's fresh build under its versioned prefix (scripts/lib/releases.ts).
 * `pnpm build` runs it after the apps; `pnpm start` runs what it made.
 */
import './lib/require-node';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { precompress } from './lib/precompress';
import { type ReleaseIndex, releaseRemote, writeReleaseIndex } from './lib/releases';
import { APPS, RELEASES_ROOT, REPO_ROOT } from './lib/stack';

/** `node:*` and built-in names: never bundled, always there. */
const NODE_TARGET = 'node24';

/** A bare import of a package (not a path), except the workspace's own shared sources. */
function externalPackages(bundled: RegExp): Plugin {
  return {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || bundled.test(args.path)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** The package name of a bare import: `pg`, `@signpdf/utils`, `hono` from `hono/cors`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The packages a bundle imports at run time (its externals), `node:` built-ins aside. */
export function externalImports(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) {
      if (entry.external && !entry.path.startsWith('node:')) names.add(packageName(entry.path));
    }
  }
  return [...names].sort();
}

const banner = {
  // A bundled CommonJS dependency may still call `require` or read `__dirname`.
  js: [
    "import { createRequire as __atelierCreateRequire } from 'node:module';",
    'const require = __atelierCreateRequire(import.meta.url);',
  ].join('\n'),
};

const BACKEND_ROOT = path.join(REPO_ROOT, 'backend');

/**
 * Bundles the backend into `outfile`, which must sit one folder below the backend package
 * (`backend/src/package-root.ts`), and checks that every package it imports at run time is one
 * of the backend's `dependencies`. Answers those packages.
 */
export async function buildBackend(
  outfile = path.join(BACKEND_ROOT, 'dist/main.mjs'),
): Promise<string[]> {
  const root = BACKEND_ROOT;
  const result = await build({
    entryPoints: [path.join(root, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner,
    plugins: [externalPackages(/^@atelier\//)],
  });
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const imported = externalImports(result.metafile);
  const missing = imported.filter((name) => !declared.has(name));
  if (missing.length > 0) {
    throw new Error(
      `The backend's build imports ${missing.join(', ')} at run time, which backend/package.json ` +
        'does not list in "dependencies": a production install would lack them.',
    );
  }
  return imported;
}

/** One self-contained ES module for Node from `entry`, its packages inside. */
async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    sourcemap: true,
    logLevel: 'warning',
    banner,
  });
}

/**
 * The shell host artifact, `dist/shell-host/`: `server.mjs` (self-contained), the shell's build
 * in `public/` and a `package.json`; a team copies the folder and runs `node server.mjs`.
 */
async function buildShellHost(): Promise<void> {
  const target = path.join(REPO_ROOT, 'dist/shell-host');
  await rm(target, { recursive: true, force: true });
  await bundleServer(
    path.join(REPO_ROOT, 'scripts/shell-host.ts'),
    path.join(target, 'server.mjs'),
  );
  await cp(path.join(REPO_ROOT, 'shell/dist'), path.join(target, 'public'), {
    recursive: true,
    filter: (source) => !source.endsWith('.br') && !source.endsWith('.gz'),
  });
  const manifest = {
    name: 'atelier-shell-host',
    private: true,
    type: 'module',
    engines: { node: '>=24' },
    scripts: { start: 'node server.mjs' },
  };
  await writeFile(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function buildHost(): Promise<void> {
  await bundleServer(
    path.join(REPO_ROOT, 'scripts/start.ts'),
    path.join(REPO_ROOT, 'dist/host/start.mjs'),
  );
}

/** Each remote's `dist/` as a release beside the earlier ones; `index.json` names the newest. */
async function releaseRemotes(): Promise<ReleaseIndex> {
  const index: ReleaseIndex = {};
  for (const app of APPS) {
    if (!app.federationName) continue;
    const distDir = path.join(REPO_ROOT, app.folder, 'dist');
    index[app.federationName] = await releaseRemote(app.folder, distDir, RELEASES_ROOT);
  }
  await writeReleaseIndex(RELEASES_ROOT, index);
  return index;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [, , , releases] = await Promise.all([
    buildBackend(),
    buildHost(),
    buildShellHost(),
    releaseRemotes(),
  ]);
  // Each app's own dist/ (the shell's pages, each remote's newest build at its port's root)
  // compressed now rather than by the static server on its first start.
  for (const app of APPS) await precompress(path.join(REPO_ROOT, app.folder, 'dist'));
  console.info('Built backend/dist/main.mjs, dist/host/start.mjs and dist/shell-host/');
  for (const release of Object.values(releases)) {
    console.info(`Released ${release.folder} ${release.version}`);
  }
}
