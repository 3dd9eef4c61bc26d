import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a remote's module turns into when it cannot be loaded: the shell shows an error panel. */
export type RemoteLoadFailure = { remote: string; message: string };

export const LOAD_FAILURE_KEY = '__atelierRemoteLoadFailure';

/**
 * When `loadRemote()` fails (server down, manifest 404, a chunk failing), answer with a module
 * object carrying the failure instead of throwing, so the area renders its error panel.
 * Other lifecycles (manifest, shared negotiation) keep their default handling: a value
 * returned there would be taken for a manifest or an entry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteLoadFailure = {
        remote: id.split('/')[0] ?? id,
        message: error instanceof Error ? error.message : String(error),
      };
      console.warn(`[federation] ${id} could not be loaded:`, failure.message);
      return { default: undefined, [LOAD_FAILURE_KEY]: failure };
    },
  };
}
