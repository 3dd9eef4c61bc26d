/**
 * `@atelier/shared/data/analytics`: the analytics page's data — the function's call
 * (`calls.ts`), the query keys (`keys.ts`) and the hook (`use-analytics.ts`). No demo figures
 * and no writes: page views are counted by the public site's tracker.
 */
export * from './calls';
export { analyticsKeys } from './keys';
export { useAnalytics } from './use-analytics';
