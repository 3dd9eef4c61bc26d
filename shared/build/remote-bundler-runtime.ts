/**
 * What a remote's entry gets instead of its own copy of `@module-federation/webpack-bundler-runtime`
 * (swapped in by `app-config.ts`, remotes only): the same object the package's entry makes, built
 * from the functions of the shell's copy (`_ATELIER_MF_BUNDLER`, set by the shell's
 * `provide-mf-helpers-plugin.ts` before any remote entry loads), ~4.6 KB gzip off every remote's
 * entry. Those functions keep no state of their own: each takes the remote's `__webpack_require__`.
 * What the package keeps per copy is made here, once per remote, as its own copy would:
 * - a fresh `federation` object, share scope `S` and `bundlerRuntimeOptions`;
 * - `runtime.init`, the one function of `@module-federation/runtime` the bundler runtime calls,
 *   without that module's "current instance" (which in the shell's copy is the shell's own and
 *   must stay so), and finding an existing instance by this remote's build id, not the shell's;
 * - `initContainerEntry`, which the shell's build leaves out (the shell exposes nothing).
 * Read as `import x from` by the federation plugin's start-up code, hence the default export.
 */
import { initContainerEntry } from '@atelier/mf-init-container-entry';

/** The part of the shell's bundler runtime a remote borrows. */
type ShellBundler = {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (webpackRequire: unknown) => void;
};

type InitOptions = { name: string; version?: string; id?: string };
type FederationInstance = { options: InitOptions; initOptions: (options: InitOptions) => void };
type FederationCore = {
  CurrentGlobal: { __FEDERATION__: { __INSTANCES__: FederationInstance[] } };
  ModuleFederation: new (options: InitOptions) => FederationInstance;
  getGlobalFederationConstructor: () =>
    | (new (
        options: InitOptions,
      ) => FederationInstance)
    | undefined;
  setGlobalFederationInstance: (instance: FederationInstance) => void;
};

/** The build's id, defined by the federation plugin in this remote's build. */
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const scope = globalThis as unknown as {
  _ATELIER_MF_BUNDLER?: ShellBundler;
  _FEDERATION_RUNTIME_CORE?: FederationCore;
};

function core(): FederationCore {
  const found = scope._FEDERATION_RUNTIME_CORE;
  if (!found) throw new Error('The federation runtime was not provided by the shell');
  return found;
}

/** `@module-federation/runtime`'s lookup of an instance already made for this container. */
function existingInstance(name: string, version?: string): FederationInstance | undefined {
  const buildId =
    typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  return core().CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) =>
      (buildId !== '' && options.id === buildId) ||
      (options.name === name && (version ? options.version === version : !options.version)),
  );
}

/** `@module-federation/runtime`'s `init`, keeping nothing at module level. */
export function initRemoteInstance(options: InitOptions): FederationInstance {
  const normalized = { ...options, id: options.id || '' };
  const existing = existingInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const { getGlobalFederationConstructor, ModuleFederation, setGlobalFederationInstance } = core();
  const Constructor = getGlobalFederationConstructor() || ModuleFederation;
  // The package writes a default id first, which the normalized one always replaces.
  const instance = new Constructor(normalized);
  setGlobalFederationInstance(instance);
  return instance;
}

const shell = scope._ATELIER_MF_BUNDLER;
if (!shell) throw new Error('The federation bundler runtime was not provided by the shell');

const bundlerRuntime: Record<string, unknown> = {
  ...shell.bundlerRuntime,
  S: {},
  initContainerEntry,
};

const federation = {
  runtime: { init: initRemoteInstance },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
