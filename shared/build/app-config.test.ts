import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CLASS_PREFIXES } from '../src/class-prefixes';
import { federatedAppConfig, MF_HELPERS } from './app-config';

const base = { root: '/tmp/app', port: 3999, title: 'App' };

/** The externals an app's build declares, by request. */
function externalsOf(config: ReturnType<typeof federatedAppConfig>) {
  const rspack = config.tools?.rspack as { plugins?: { externals?: object }[] } | undefined;
  const plugins = rspack?.plugins ?? [];
  return Object.assign({}, ...plugins.map((plugin) => plugin.externals ?? {}));
}

describe('the federation runtime helpers (MF_HELPERS)', () => {
  it("are the very files the bundler runtime requires, which the shell's alias maps", () => {
    const shell = federatedAppConfig({ ...base, name: 'shell' });
    const alias = shell.resolve?.alias as Record<string, string>;
    for (const [pkg, helper] of Object.entries(MF_HELPERS)) {
      expect(createRequire(helper.file)(helper.file)).toBeTypeOf('object');
      expect(helper.file).toContain(`${pkg}/`);
      expect(alias[`${helper.alias}$`]).toBe(helper.file);
    }
  });

  it("are taken from the shell's globals by a remote, bundled by the shell", () => {
    const remote = federatedAppConfig({
      ...base,
      name: 'remote_admin',
      exposes: { './a': './a.ts' },
    });
    expect(externalsOf(remote)).toEqual({
      '@module-federation/sdk': '_ATELIER_MF_SDK',
      '@module-federation/error-codes': '_ATELIER_MF_ERROR_CODES',
    });
    expect(externalsOf(federatedAppConfig({ ...base, name: 'shell' }))).toEqual({});
  });
});

describe('the bundler runtime (remote-bundler-runtime.ts)', () => {
  it("is the shell's own copy, aliased for its runtime plugin, beside its container entry", () => {
    const alias = federatedAppConfig({ ...base, name: 'shell' }).resolve?.alias as Record<
      string,
      string
    >;
    const bundler = alias['@atelier/mf-bundler-runtime$'] ?? '';
    expect(bundler).toMatch(
      /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/,
    );
    expect(createRequire(bundler)(bundler).bundlerRuntime).toBeTypeOf('object');
    expect(existsSync(alias['@atelier/mf-init-container-entry$'] ?? '')).toBe(true);
  });

  it("replaces a remote's copy, and only a remote's", () => {
    const replacements = (config: ReturnType<typeof federatedAppConfig>) =>
      (
        (config.tools?.rspack as { plugins?: { name?: string; _args?: unknown[] }[] } | undefined)
          ?.plugins ?? []
      )
        .filter((plugin) => plugin.name === 'NormalModuleReplacementPlugin')
        .map((plugin) => plugin._args as [RegExp, string]);
    const remote = federatedAppConfig({
      ...base,
      name: 'remote_admin',
      exposes: { './a': './a.ts' },
    });
    const [[pattern, replacement] = [/$^/, '']] = replacements(remote);
    expect(replacement).toMatch(/remote-bundler-runtime\.ts$/);
    expect(existsSync(replacement)).toBe(true);
    expect(
      pattern.test('/x/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs'),
    ).toBe(true);
    expect(replacements(federatedAppConfig({ ...base, name: 'shell' }))).toEqual([]);
  });
});

describe('CSS Modules class names', () => {
  /** The name the app's build gives its classes, for `pnpm build` or `pnpm dev`. */
  async function classNamesOf(name: string, action: 'build' | 'dev') {
    const config = federatedAppConfig({ ...base, name });
    const plugin = config.plugins?.find(
      (candidate) => (candidate as { name?: string } | undefined)?.name === 'atelier:class-names',
    ) as { setup: (api: unknown) => void };
    let modify: ((value: typeof config) => void) | undefined;
    plugin.setup({
      context: { action },
      modifyRsbuildConfig: (callback: typeof modify) => {
        modify = callback;
      },
    });
    modify?.(config);
    return config.output?.cssModules?.localIdentName;
  }

  it('are short in a build, with a prefix for each app, and readable in pnpm dev', async () => {
    expect(await classNamesOf('remote_public', 'build')).toBe('pu-[hash:base64:5]');
    expect(await classNamesOf('shell', 'build')).toBe('sh-[hash:base64:5]');
    expect(await classNamesOf('remote_public', 'dev')).toBe(
      'remotepublic__[local]--[hash:base64:5]',
    );
    expect(new Set(Object.values(CLASS_PREFIXES)).size).toBe(Object.keys(CLASS_PREFIXES).length);
  });

  it('refuse an app without a prefix', () => {
    expect(() => federatedAppConfig({ ...base, name: 'remote_unknown' })).toThrow(
      'class-prefixes.ts names no prefix for the app remote_unknown',
    );
  });
});
