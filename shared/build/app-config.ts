/**
 * The one build configuration every federated app uses: same shared singletons, same
 * CSS-module naming, same federation options. An app passes only what makes it different.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CLASS_PREFIXES } from '../src/class-prefixes';
import { NAVIGATION_FILE, type NavEntry, parseNavigation } from '../src/navigation';

const require = createRequire(import.meta.url);

/** Packages of which exactly one copy may run on a page. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'zod',
  '@atelier/shared',
] as const;

const SHARED_PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));

function installedVersion(pkg: string): string {
  if (pkg === '@atelier/shared')
    return (require(SHARED_PACKAGE_JSON) as { version: string }).version;
  let dir = path.dirname(require.resolve(pkg));
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (manifest.name === pkg) return manifest.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${pkg}`);
}

/**
 * What the share scope gets for the router, react-i18next, Zod and TanStack Query instead of
 * their whole code.
 */
const FACADES: Record<string, string> = {
  'react-router': fileURLToPath(new URL('./react-router-facade.ts', import.meta.url)),
  'react-router-dom': fileURLToPath(new URL('./react-router-dom-facade.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./react-i18next-facade.ts', import.meta.url)),
  zod: fileURLToPath(new URL('./zod-facade.ts', import.meta.url)),
  '@tanstack/react-query': fileURLToPath(new URL('./react-query-facade.ts', import.meta.url)),
};
/** react-router's own ESM production build, which the facade re-exports from. */
const REACT_ROUTER_ESM = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
/** react-i18next's own ESM build (`sideEffects: false`), which its facade re-exports from. */
const REACT_I18NEXT_ESM = path.join(
  path.dirname(require.resolve('react-i18next/package.json')),
  'dist/es/index.js',
);

/** TanStack Query's ESM build (`sideEffects: false`), which its facade re-exports from. */
const REACT_QUERY_ESM = path.join(
  path.dirname(require.resolve('@tanstack/react-query/package.json')),
  'build/modern/index.js',
);

/** `strings.json?keys=a,b` / `?omit=a,b`: part of a locale file (`json-keys-loader.cjs`). */
const JSON_KEYS_LOADER = fileURLToPath(new URL('./json-keys-loader.cjs', import.meta.url));

/** The federation bundler runtime's file that the federation plugin's own runtime requires. */
const MF_RUNTIME_TOOLS = path.dirname(
  require.resolve('@module-federation/runtime-tools/package.json', {
    paths: [path.dirname(require.resolve('@module-federation/rsbuild-plugin'))],
  }),
);
const MF_BUNDLER_RUNTIME = createRequire(path.join(MF_RUNTIME_TOOLS, 'package.json')).resolve(
  '@module-federation/webpack-bundler-runtime',
);

/**
 * The bundler runtime itself (`remote-bundler-runtime.ts`): the shell puts its copy's functions
 * on `_ATELIER_MF_BUNDLER` (`@atelier/mf-bundler-runtime` in its runtime plugin) and a remote's
 * entry gets, in place of the package's entry, an object made from them, with its own
 * `initContainerEntry` (left out of the shell's build, which exposes nothing).
 */
const MF_BUNDLER_ALIASES = {
  '@atelier/mf-bundler-runtime$': MF_BUNDLER_RUNTIME,
  '@atelier/mf-init-container-entry$': path.join(
    path.dirname(MF_BUNDLER_RUNTIME),
    'initContainerEntry.cjs',
  ),
};
const REMOTE_BUNDLER_RUNTIME = fileURLToPath(
  new URL('./remote-bundler-runtime.ts', import.meta.url),
);

/** Zod's ESM entry (`sideEffects` limited to its compiler), which its facade imports from. */
const ZOD_ESM = path.join(path.dirname(require.resolve('zod/package.json')), 'index.js');

/** Shared-scope configuration, with the installed version as an explicit caret range. */
export function sharedSingletons() {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((pkg) => {
      const version = installedVersion(pkg);
      const shared = { singleton: true, requiredVersion: false as const, version };
      const facade = FACADES[pkg];
      return [pkg, facade ? { ...shared, import: facade } : shared];
    }),
  );
}

/**
 * Writes the remote's sidebar entries as `navigation.json` beside its manifest, in the build
 * and on the dev server alike; the shell reads it at run time (docs/platform.md, "Navigation").
 * A malformed entry fails the build rather than vanish from the sidebar.
 */
function pluginNavigation(entries: readonly NavEntry[]): RsbuildPlugin {
  const checked = parseNavigation(JSON.parse(JSON.stringify(entries)));
  if (checked.length !== entries.length) {
    throw new Error(`navigation: ${entries.length - checked.length} malformed entries`);
  }
  return {
    name: 'atelier:navigation',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(NAVIGATION_FILE, new sources.RawSource(JSON.stringify(checked)));
      });
    },
  };
}

/** A remote's entry gets `remote-bundler-runtime.ts` where it imports the bundler runtime. */
function remoteBundlerRuntime() {
  return new rspack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
    REMOTE_BUNDLER_RUNTIME,
  );
}

const MF_COMMONJS_FILE = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module a federation package ships beside one of its CommonJS files, if any. */
export function esmSiblingOf(file: string): string | undefined {
  if (!MF_COMMONJS_FILE.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) =>
    existsSync(candidate),
  );
}

/**
 * The federation runtime's packages from their ES module builds. The runtime's own imports name
 * the CommonJS files (`dist/index.cjs`): bundled as they are, they keep every export and their
 * module wrappers (~3.5 KB gzip of the shell's entry, issue 32). A `.cjs` file of a
 * `@module-federation/*` package is taken from its `.js` (or `.mjs`) sibling.
 */
function mfRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(MF_COMMONJS_FILE, (data) => {
    const esm = data.createData?.resource && esmSiblingOf(data.createData.resource);
    if (data.createData && esm) data.createData.resource = esm;
  });
}

/**
 * CSS Modules class names: `pu-Q8a1I` in a build (class-prefixes.ts), and in `pnpm dev` the
 * readable `remotepublic__card--Q8a1I` (the same hash: the path and the local name).
 */
function pluginClassNames(name: string): RsbuildPlugin {
  const prefix = CLASS_PREFIXES[name as keyof typeof CLASS_PREFIXES];
  if (!prefix) throw new Error(`class-prefixes.ts names no prefix for the app ${name}`);
  return {
    name: 'atelier:class-names',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const readable = `${name.replace(/[^a-z0-9]/gi, '')}__[local]--[hash:base64:5]`;
        config.output ??= {};
        config.output.cssModules = {
          ...config.output.cssModules,
          localIdentName: api.context.action === 'dev' ? readable : `${prefix}-[hash:base64:5]`,
        };
      });
    },
  };
}

export type FederatedAppOptions = {
  /** Federation name, as used in config.json (`remote_public`, ...), or `shell`. */
  name: string;
  /** Absolute path of the app's folder. */
  root: string;
  /** Port of the dev server; the local stack serves `dist/` on the same one. */
  port: number;
  /** Modules a remote exposes; the shell exposes none. */
  exposes?: Record<string, string>;
  /** Runtime plugins (the shell registers its remote-failure plugin here). */
  runtimePlugins?: string[];
  /** HTML title of the app's own page. */
  title: string;
  /** A remote's entries in the back office's sidebar (`src/navigation.ts`); none by default. */
  navigation?: readonly NavEntry[];
};

export function federatedAppConfig(options: FederatedAppOptions): RsbuildConfig {
  const isRemote = options.exposes !== undefined;
  return defineConfig({
    root: options.root,
    plugins: [
      pluginReact(),
      pluginClassNames(options.name),
      ...(isRemote ? [pluginNavigation(options.navigation ?? [])] : []),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        shared: sharedSingletons(),
        runtimePlugins: options.runtimePlugins,
        dts: false,
        manifest: { filePath: '' },
        shareStrategy: 'loaded-first',
        // The shell ships the federation runtime once; remotes use it instead of their own copy.
        experiments: isRemote
          ? { externalRuntime: true, optimization: { target: 'web' } }
          : { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: path.join(options.root, 'src/index.ts') } },
    resolve: {
      alias: {
        '@atelier/react-router-impl$': REACT_ROUTER_ESM,
        '@atelier/react-i18next-impl$': REACT_I18NEXT_ESM,
        '@atelier/zod-impl$': ZOD_ESM,
        '@atelier/react-query-impl$': REACT_QUERY_ESM,
        ...MF_BUNDLER_ALIASES,
      },
    },
    tools: {
      htmlPlugin: isRemote ? false : undefined,
      rspack: {
        plugins: isRemote ? [remoteBundlerRuntime(), mfRuntimeAsEsm()] : [mfRuntimeAsEsm()],
        module: {
          rules: [
            {
              test: /\.json$/i,
              resourceQuery: /(?:^\?|&)(?:keys|omit)=/,
              use: [{ loader: JSON_KEYS_LOADER }],
            },
          ],
        },
      },
    },
    server: { port: Number(process.env.PORT ?? options.port), cors: true },
    dev: { lazyCompilation: false },
    // Remotes are only ever mounted by the shell; they need no page of their own.
    html: isRemote
      ? undefined
      : { title: options.title, template: path.join(options.root, 'index.html') },
    output: {
      // Remotes load their chunks from wherever their manifest was fetched.
      assetPrefix: isRemote ? 'auto' : '/',
      filenameHash: true,
      cleanDistPath: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
