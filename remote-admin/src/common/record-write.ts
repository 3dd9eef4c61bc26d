import { type CallOptions, useDemoModeStore } from '@atelier/shared';

/**
 * A write of a page that manages the site (settings, content, images, e-mail, marketing): it
 * reaches demo data only while the page already shows it, where the demo refuses it
 * (DEMO_READ_ONLY); otherwise a change that did not reach the agency says so.
 */
export const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});
