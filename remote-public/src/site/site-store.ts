import { callAction, setAgencyName } from '@atelier/shared';
import type { PublicSite } from '@atelier/shared/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { agencyWords, applyAgencyWords } from './agency-words';

/**
 * The site's pages, navigation, SEO, redirects and maintenance mode (`site-settings` get_site,
 * docs/site-management.md), read once per visit: from the server's page when it drew one, else
 * by a read that starts when this area's routes are loaded, in parallel with the first page's
 * own chunk; until it answers, or if it fails, the site behaves as seeded (today's navigation,
 * every page published, no redirect).
 */

/** Where a server-rendered page carries the site it was rendered with (render.tsx). */
export const EMBEDDED_SITE_ID = 'atelier-site';

let site: PublicSite | null = embeddedSite();
let isStarted = false;
const listeners = new Set<() => void>();
// The strings name the agency of the site read (the seeded one until then), in the browser;
// a server render sets its own instance's (render.tsx). Page titles of other apps too.
applyAgencyWords(i18next, agencyWords(site));
if (site) setAgencyName(site.agency.name);

/**
 * The site a server-rendered page was drawn with: starting from it, the browser's first render
 * is the server's markup (the same navigation, maintenance and pages). The browser still reads
 * the site once: the server keeps it a few seconds, so a change made just now shows after.
 */
function embeddedSite(): PublicSite | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(EMBEDDED_SITE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicSite;
  } catch {
    return null;
  }
}

const readSite = () =>
  callAction('site-settings', 'get_site', {}, { demoFallback: false, sendSession: false });

/**
 * Starts the one read of a visit, in the browser (a server render awaits `siteForServer`). A
 * page the server drew carries the site it was drawn with, read for that very request: the
 * browser takes it as is, so taking the page over calls nothing.
 */
export function loadSite(): void {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;
  if (site) return;
  void readSite().then((answer) => {
    if (!answer.success) return;
    site = answer.site;
    applyAgencyWords(i18next, agencyWords(site));
    setAgencyName(site.agency.name);
    for (const listener of listeners) listener();
  });
}

/** The read a server render is waiting for, shared by the renders that start meanwhile. */
let serverRead: Promise<PublicSite | null> | null = null;

/**
 * The site for a server render, read for each page served (a change made in Site Management
 * is in the next page: the page may not be taken over for a while to correct it), also kept as
 * what `useSite` answers there; null when it cannot be read, and the page is then drawn as
 * seeded.
 */
export async function siteForServer(): Promise<PublicSite | null> {
  if (!serverRead) {
    const reading = readSite().then(
      (answer) => (answer.success ? answer.site : null),
      () => null,
    );
    serverRead = reading;
    void reading.then(() => {
      if (serverRead === reading) serverRead = null;
    });
  }
  site = await serverRead;
  return site;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The site as get_site gave it (or the server's page carried it), or null while it loads or when it failed. */
export function useSite(): PublicSite | null {
  return useSyncExternalStore(
    subscribe,
    () => site,
    () => site,
  );
}
