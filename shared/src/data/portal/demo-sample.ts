/**
 * The portal's sample client, "Northwind Studio" (contact Jane Cooper), in the exact answer
 * shapes of `client-portal` (docs/portal.md), dated relative to when the module loads. Every
 * part's demo handlers read these records, so the overview, the lists and the details tell
 * one story when the backend is unreachable. One module per kind of record:
 */

export {
  DEMO_PORTAL_CLIENT_ID,
  DEMO_PORTAL_CURRENCY,
  DEMO_PORTAL_PROFILE,
  demoPortalAgency,
} from './demo-sample-client';
export { DEMO_PORTAL_CONTRACTS } from './demo-sample-contracts';
export { DEMO_PORTAL_FILES, DEMO_PORTAL_MESSAGES } from './demo-sample-exchange';
export { DEMO_PORTAL_INVOICES, DEMO_PORTAL_PAYMENTS } from './demo-sample-invoices';
export { DEMO_PORTAL_PROJECTS } from './demo-sample-projects';
export { DEMO_PORTAL_PROPOSALS } from './demo-sample-proposals';
