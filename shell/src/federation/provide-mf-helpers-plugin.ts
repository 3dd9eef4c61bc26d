import { attachShareScopeMap, bundlerRuntime } from '@atelier/mf-bundler-runtime';
import * as errorCodes from '@atelier/mf-error-codes';
import * as sdk from '@atelier/mf-sdk';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's helpers (`@module-federation/sdk`, `@module-federation/error-codes`)
 * and the bundler runtime's functions, the same files the shell's own federation runs, put on
 * the globals the remotes' entries read them from (`MF_HELPERS` and
 * `shared/build/remote-bundler-runtime.ts`): a remote's entry does not carry a second copy of
 * them (~5 KB gzip for the helpers, ~4.6 KB for the bundler runtime, off every remote's entry,
 * issue 32). Set when the shell's federation instance starts, before any remote entry is loaded.
 */
export default function provideMfHelpersPlugin(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): ModuleFederationRuntimePlugin {
  scope._ATELIER_MF_SDK = sdk;
  scope._ATELIER_MF_ERROR_CODES = errorCodes;
  scope._ATELIER_MF_BUNDLER = { bundlerRuntime, attachShareScopeMap };
  return { name: 'atelier-provide-mf-helpers' };
}
