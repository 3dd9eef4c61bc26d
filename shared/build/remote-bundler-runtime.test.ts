import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@atelier/mf-init-container-entry', () => ({ initContainerEntry: () => 'own entry' }));

type Options = { name: string; version?: string; id?: string };

/** The shell's globals, as its runtime plugin and the federation runtime core set them. */
function provideShellGlobals() {
  const instances: { options: Options; initOptions: (options: Options) => void }[] = [];
  class ModuleFederation {
    options: Options;
    constructor(options: Options) {
      this.options = options;
    }
    initOptions(options: Options) {
      this.options = { ...this.options, ...options };
    }
  }
  const shellS = { default: {} };
  const borrowed = {
    remotes: () => 'remotes',
    consumes: () => 'consumes',
    I: () => 'init sharing',
    S: shellS,
    init: () => 'init',
  };
  const attachShareScopeMap = vi.fn();
  Object.assign(globalThis, {
    _ATELIER_MF_BUNDLER: { bundlerRuntime: borrowed, attachShareScopeMap },
    _FEDERATION_RUNTIME_CORE: {
      CurrentGlobal: { __FEDERATION__: { __INSTANCES__: instances } },
      ModuleFederation,
      getGlobalFederationConstructor: () => undefined,
      setGlobalFederationInstance: (instance: (typeof instances)[number]) =>
        instances.push(instance),
    },
  });
  return { instances, borrowed, shellS, attachShareScopeMap };
}

describe("a remote's bundler runtime, made from the shell's", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    const scope = globalThis as Record<string, unknown>;
    delete scope._ATELIER_MF_BUNDLER;
    delete scope._FEDERATION_RUNTIME_CORE;
  });

  it("borrows the shell's functions, with its own share scope, options and container entry", async () => {
    const shell = provideShellGlobals();
    const { default: federation } = await import('./remote-bundler-runtime');
    expect(federation.bundlerRuntime.remotes).toBe(shell.borrowed.remotes);
    expect(federation.bundlerRuntime.consumes).toBe(shell.borrowed.consumes);
    expect(federation.bundlerRuntime.init).toBe(shell.borrowed.init);
    expect(federation.attachShareScopeMap).toBe(shell.attachShareScopeMap);
    expect(federation.bundlerRuntime.S).toEqual({});
    expect(federation.bundlerRuntime.S).not.toBe(shell.shellS);
    expect((federation.bundlerRuntime.initContainerEntry as () => string)()).toBe('own entry');
    expect(federation.bundlerRuntimeOptions).toEqual({});
    expect(federation.instance).toBeUndefined();
    expect(federation.initOptions).toBeUndefined();

    // A second remote gets objects of its own.
    vi.resetModules();
    const { default: other } = await import('./remote-bundler-runtime');
    expect(other).not.toBe(federation);
    expect(other.bundlerRuntime.S).not.toBe(federation.bundlerRuntime.S);
    expect(other.bundlerRuntimeOptions).not.toBe(federation.bundlerRuntimeOptions);
  });

  it("makes the remote's instance once, and never takes the shell's", async () => {
    const shell = provideShellGlobals();
    const { initRemoteInstance } = await import('./remote-bundler-runtime');
    shell.instances.push({ options: { name: 'shell', id: '' }, initOptions: vi.fn() });

    const first = initRemoteInstance({ name: 'remote_admin' });
    expect(first.options).toMatchObject({ name: 'remote_admin', id: '' });
    expect(shell.instances).toHaveLength(2);
    const again = initRemoteInstance({ name: 'remote_admin', shared: {} } as Options);
    expect(again).toBe(first);
    expect(shell.instances).toHaveLength(2);
    expect(shell.instances[0]?.initOptions).not.toHaveBeenCalled();
  });

  it('says so when the shell did not provide the runtime', async () => {
    await expect(import('./remote-bundler-runtime')).rejects.toThrow(/not provided by the shell/);
  });
});
