import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CLASS_PREFIXES } from '../src/class-prefixes';
import { esmSiblingOf, federatedAppConfig } from './app-config';

const base = { root: '/tmp/app', port: 3999, title: 'App' };

/** The module replacements an app's build declares: [pattern, replacement file or function]. */
function replacementsOf(config: ReturnType<typeof federatedAppConfig>) {
  const rspack = config.tools?.rspack as
    | { plugins?: { name?: string; _args?: unknown[] }[] }
    | undefined;
  return (rspack?.plugins ?? [])
    .filter((plugin) => plugin.name === 'NormalModuleReplacementPlugin')
    .map((plugin) => plugin._args as [RegExp, string | ((data: unknown) => void)]);
}

/** A federation package's file, as the bundler runtime's own `require` finds it. */
function commonJsFileOf(pkg: string) {
  const alias = federatedAppConfig({ ...base, name: 'shell' }).resolve?.alias as Record<
    string,
    string
  >;
  return createRequire(alias['@atelier/mf-bundler-runtime$'] ?? '').resolve(pkg);
}

describe('the federation runtime as ES modules', () => {
  it('takes each CommonJS file of a federation package from its ES module sibling', () => {
    const runtime = commonJsFileOf('@module-federation/runtime');
    expect(runtime).toMatch(/\.cjs$/);
    expect(esmSiblingOf(runtime)).toBe(runtime.replace(/\.cjs$/, '.js'));
    const errorCodes = commonJsFileOf('@module-federation/error-codes');
    expect(esmSiblingOf(errorCodes)).toBe(errorCodes.replace(/\.cjs$/, '.mjs'));
  });

  it('leaves every other file alone', () => {
    expect(esmSiblingOf('/x/node_modules/@module-federation/sdk/dist/missing.cjs')).toBe(undefined);
    expect(esmSiblingOf(createRequire(import.meta.url).resolve('zod'))).toBe(undefined);
  });

  it('in every app, shell and remotes', () => {
    for (const config of [
      federatedAppConfig({ ...base, name: 'shell' }),
      federatedAppConfig({ ...base, name: 'remote_admin', exposes: { './a': './a.ts' } }),
    ]) {
      const functions = replacementsOf(config).filter(([, by]) => typeof by === 'function');
      expect(functions).toHaveLength(1);
    }
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
      replacementsOf(config).filter(
        (args): args is [RegExp, string] => typeof args[1] === 'string',
      );
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
