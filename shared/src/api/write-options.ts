import type { CallOptions } from './call-function';

/**
 * The options of a record write: it never falls back to demo data, since a save that failed
 * must say so, never be faked. Each feature's `use…Writes` hook (`shared/src/data/<feature>/`)
 * passes it and runs the write through `recordWriter`.
 */
export const NO_DEMO = { demoFallback: false } as const satisfies CallOptions;
