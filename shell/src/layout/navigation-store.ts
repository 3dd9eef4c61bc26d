import { getRuntimeConfig, readStorage, STORAGE_KEYS } from '@atelier/shared';
import { NAVIGATION_FILE, type NavEntry, parseNavigation } from '@atelier/shared/navigation';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The sidebar's entries, as the remotes declare them (docs/platform.md, "Navigation"): each
 * remote's build publishes `navigation.json` beside its `mf-manifest.json`, read here once per
 * page load. What was read last is kept in local storage (`atelier.navigation`), so the sidebar
 * is drawn at once on the next visit, and a remote that does not answer keeps its entries (its
 * pages then show their own error panel); on a first visit, the entries of the shell's build.
 */
type ByRemote = Record<string, NavEntry[]>;

/**
 * The remotes' entries as of the shell's build (rsbuild.config.ts): what the sidebar shows of
 * a remote that has not answered yet and was never read on this browser.
 */
declare const __NAVIGATION_AT_BUILD__: ByRemote;
const AT_BUILD: ByRemote =
  typeof __NAVIGATION_AT_BUILD__ === 'object' ? __NAVIGATION_AT_BUILD__ : {};

/** Past this, a remote's entries stay as kept: the rest of the sidebar does not wait. */
const READ_TIMEOUT_MS = 2500;

let byRemote: ByRemote = { ...AT_BUILD, ...readKept() };
let snapshot: NavEntry[] = Object.values(byRemote).flat();
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function readKept(): ByRemote {
  try {
    const kept = JSON.parse(readStorage(STORAGE_KEYS.navigation) ?? '{}') as unknown;
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return {};
    return Object.fromEntries(
      Object.entries(kept).map(([remote, entries]) => [remote, parseNavigation(entries)]),
    );
  } catch {
    return {};
  }
}

function keep(remote: string, entries: NavEntry[]): void {
  byRemote = { ...byRemote, [remote]: entries };
  snapshot = Object.values(byRemote).flat();
  try {
    window.localStorage.setItem(STORAGE_KEYS.navigation, JSON.stringify(byRemote));
  } catch {
    // No storage: the sidebar is read again on the next visit.
  }
  for (const listener of listeners) listener();
}

async function readRemote(remote: string, manifestUrl: string): Promise<void> {
  try {
    const response = await fetch(new URL(NAVIGATION_FILE, manifestUrl), {
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (response.ok) keep(remote, parseNavigation(await response.json()));
  } catch {
    // Unreachable: its entries stay as kept.
  }
}

/** Reads every configured remote's entries, once per page load. */
export function readNavigation(): Promise<void> {
  reading ??= Promise.all(
    Object.entries(getRuntimeConfig().remotes).map(([remote, url]) => readRemote(remote, url)),
  ).then(() => undefined);
  return reading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Every remote's sidebar entries, read once the sidebar is first drawn. */
export function useNavigation(): NavEntry[] {
  useEffect(() => {
    void readNavigation();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
