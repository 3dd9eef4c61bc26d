import { type CallOptions, useDemoModeStore } from '@atelier/shared';

/**
 * Writes never fall back to demo data: a save that failed must say so, never be faked. Each
 * feature's `use…Writes` hook runs its writes through `recordWriter` (`@atelier/shared/query`),
 * which refreshes what the write changed and nothing else.
 */
export const NO_DEMO = { demoFallback: false } as const;

/**
 * A write of a page that manages the site (settings, content, images, e-mail, marketing): it
 * reaches demo data only while the page already shows it, where the demo refuses it
 * (DEMO_READ_ONLY); otherwise a change that did not reach the agency says so.
 */
export const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});
