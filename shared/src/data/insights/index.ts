/**
 * `@atelier/shared/data/insights`: the business intelligence page's data — the function's call
 * (`calls.ts`), the query keys (`keys.ts`) and the hook (`use-insights.ts`). No writes of its
 * own: other features' writes refresh it (their `effects.ts`).
 */
export * from './calls';
export { insightsKeys } from './keys';
export { useInsights } from './use-insights';
