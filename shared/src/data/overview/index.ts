/**
 * `@atelier/shared/data/overview`: the admin dashboard's data — the function's call
 * (`calls.ts`), the query keys (`keys.ts`), the hook and the route's prefetch of the same query
 * (`use-overview.ts`) and the demo overview (`demo*.ts`, downloaded only when the call falls
 * back to it). No writes of its own: every other feature's writes refresh it (their `effects.ts`).
 */
export * from './calls';
export { overviewKeys } from './keys';
export { OVERVIEW_OPTIONS, prefetchOverview, useOverview } from './use-overview';
