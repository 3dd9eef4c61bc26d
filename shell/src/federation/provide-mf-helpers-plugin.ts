import { attachShareScopeMap, bundlerRuntime } from '@atelier/mf-bundler-runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The bundler runtime's functions, the same file the shell's own federation runs, put on the
 * global the remotes' entries read them from (`shared/build/remote-bundler-runtime.ts`): a
 * remote's entry does not carry a second copy of it (~4.6 KB gzip off every remote's entry,
 * issue 32). Set when the shell's federation instance starts, before any remote entry is loaded.
 */
export default function provideMfHelpersPlugin(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): ModuleFederationRuntimePlugin {
  scope._ATELIER_MF_BUNDLER = { bundlerRuntime, attachShareScopeMap };
  return { name: 'atelier-provide-mf-helpers' };
}
