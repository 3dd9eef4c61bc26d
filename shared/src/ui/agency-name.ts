import { useSyncExternalStore } from 'react';

/**
 * The agency's name as Settings hold it (`site-settings` get_settings), once an app has read
 * it: the admin header, the portal, the public site each tell it here. Page titles written
 * with `{agency}` (single braces: i18next leaves them alone) take it from here, so a title set
 * before the name is known is corrected once it is (useDocumentTitle).
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setAgencyName(name: string | null | undefined): void {
  const next = name?.trim() || null;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The agency's name now, or null until an app has read it (for code outside React). */
export const currentAgencyName = (): string | null => current;

/** The agency's name, or null until an app has read it. */
export function useAgencyName(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

const PLACEHOLDER = /(?<!\{)\{agency\}(?!\})/g;
const WITH_SEPARATOR = /\s*[—–-]\s*(?<!\{)\{agency\}(?!\})/g;

/**
 * `text` with `{agency}` replaced by `name`; without a name, the placeholder goes with the
 * separator before it ("Client portal — {agency}" reads "Client portal" until it is known).
 */
export function fillAgencyName(text: string, name: string | null): string {
  if (name) return text.replace(PLACEHOLDER, () => name);
  return text.replace(WITH_SEPARATOR, '').replace(PLACEHOLDER, '').trim();
}
