import { registerPortalDemo } from '@atelier/shared/api';

/**
 * The sample client's answers (shared/src/demo/demo-portal.ts), registered once the portal
 * loads. The access gate waits for it before any page loads, so a server that cannot answer
 * finds the sample ready and the shell shows the demo banner instead of an error.
 */
export const portalDemoReady: Promise<void> = registerPortalDemo().catch((error: unknown) => {
  console.warn('[remote-portal] the sample client could not be loaded', error);
});
