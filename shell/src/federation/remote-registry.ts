import { type RemoteRoutesModule, translationsReady } from '@atelier/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { LOAD_FAILURE_KEY, type RemoteLoadFailure } from './remote-failure-plugin';
import { setEntryIntegrity } from './remote-integrity-plugin';

export const REMOTE_NAMES = [
  'remote_public',
  'remote_portal',
  'remote_admin',
  'remote_automation',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The exposed module a mount point renders: `routes` by default, `signing` for `/sign/*`. */
export type RemoteModule = 'routes' | 'signing';

export type RemoteRoutesState =
  | { status: 'ready'; routes: RouteObject[] }
  | { status: 'failed'; message: string };

/** A remote that has not answered by then is shown as failed (the user can retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 2500;

let configuredRemotes: Record<string, string> = {};
/** Keyed by `<name>/<module>`: a remote's modules load, fail and retry one by one. */
const loads = new Map<string, Promise<RemoteRoutesState>>();
const settled = new Map<string, RemoteRoutesState>();

/**
 * Registers the remotes named in `config.json`, with the integrity their entries must have;
 * nothing about them is known at build time.
 */
export function registerConfiguredRemotes(
  remotes: Record<string, string>,
  entryIntegrity: Record<string, string> = {},
): void {
  configuredRemotes = remotes;
  setEntryIntegrity(entryIntegrity);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function fetchRoutes(name: RemoteName, exposed: RemoteModule): Promise<RemoteRoutesState> {
  if (!configuredRemotes[name]) {
    return { status: 'failed', message: `${name} is not listed in config.json` };
  }
  const id = `${name}/${exposed}`;
  try {
    const module = await withTimeout(
      loadRemote<RemoteRoutesModule & { [LOAD_FAILURE_KEY]?: RemoteLoadFailure }>(id),
      REMOTE_LOAD_TIMEOUT_MS,
      `${name} did not answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`,
    );
    const failure = module?.[LOAD_FAILURE_KEY];
    if (failure) return { status: 'failed', message: failure.message };
    if (!module || !Array.isArray(module.default)) {
      return { status: 'failed', message: `${id} does not export a route list` };
    }
    // The routes module registered the remote's namespace: show its pages translated.
    await translationsReady();
    return { status: 'ready', routes: module.default };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Loads a remote's routes once; a failure is not cached, so a retry tries again. */
export function loadRemoteRoutes(
  name: RemoteName,
  exposed: RemoteModule = 'routes',
): Promise<RemoteRoutesState> {
  const key = `${name}/${exposed}`;
  const existing = loads.get(key);
  if (existing) return existing;
  const load = fetchRoutes(name, exposed).then((state) => {
    if (state.status === 'failed') loads.delete(key);
    else settled.set(key, state);
    return state;
  });
  loads.set(key, load);
  return load;
}

/** The routes of a remote that has already loaded, so revisits render without a spinner. */
export function loadedRemoteRoutes(
  name: RemoteName,
  exposed: RemoteModule = 'routes',
): RemoteRoutesState | undefined {
  return settled.get(`${name}/${exposed}`);
}

/** Forgets a failed remote module so that the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName, exposed: RemoteModule = 'routes'): void {
  loads.delete(`${name}/${exposed}`);
  settled.delete(`${name}/${exposed}`);
  const entry = configuredRemotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
