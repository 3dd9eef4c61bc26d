/**
 * Writes never fall back to demo data: a save that failed must say so, never be faked. Each
 * feature's `use…Writes` hook runs its writes through `recordWriter` (`@atelier/shared/query`),
 * which refreshes what the write changed and nothing else.
 */
export const NO_DEMO = { demoFallback: false } as const;
