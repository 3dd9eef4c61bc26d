import * as errorCodes from '@atelier/mf-error-codes';
import * as sdk from '@atelier/mf-sdk';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's helpers (`@module-federation/sdk`, `@module-federation/error-codes`),
 * the same files the shell's own bundler runtime runs, put on the globals the remotes' entries
 * read them from (`MF_HELPERS` in shared/build/app-config.ts): a remote's entry does not carry
 * a second copy of them (~5 KB gzip off the admin's first load, issue 32). Set when the shell's
 * federation instance starts, before any remote entry is loaded.
 */
export default function provideMfHelpersPlugin(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): ModuleFederationRuntimePlugin {
  scope._ATELIER_MF_SDK = sdk;
  scope._ATELIER_MF_ERROR_CODES = errorCodes;
  return { name: 'atelier-provide-mf-helpers' };
}
