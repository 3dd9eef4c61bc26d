import { callFunction } from '@atelier/shared';
import type { PublicSite } from '@atelier/shared/contract';
import { useSyncExternalStore } from 'react';

/**
 * The site's pages, navigation, SEO, redirects and maintenance mode (`site-settings` get_site,
 * docs/site-management.md), read once per visit. The read starts when this area's routes are
 * loaded, in parallel with the first page's own chunk; until it answers, or if it fails, the
 * site behaves as seeded (today's navigation, every page published, no redirect).
 */

let site: PublicSite | null = null;
let isStarted = false;
const listeners = new Set<() => void>();

/** Starts the one read (in the browser only: a server render keeps the seeded behaviour). */
export function loadSite(): void {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;
  void callFunction<{ site: PublicSite }>(
    'site-settings',
    'get_site',
    {},
    { demoFallback: false, sendSession: false },
  ).then((answer) => {
    if (!answer.success) return;
    site = answer.site;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The site as get_site gave it, or null while it loads, when it failed, and on the server. */
export function useSite(): PublicSite | null {
  return useSyncExternalStore(
    subscribe,
    () => site,
    () => null,
  );
}
