import { isDemoShown } from '@atelier/shared';
import type { CallOptions } from './call-function';

/**
 * The options of a record write: it never falls back to demo data, since a save that failed
 * must say so, never be faked. Each feature's `use…Writes` hook (`shared/src/data/<feature>/`)
 * passes it and runs the write through `recordWriter`.
 */
export const NO_DEMO = { demoFallback: false } as const satisfies CallOptions;

/**
 * The options of a write that may meet demo data (the site's settings, content, images, e-mail
 * and marketing; a portal payment): it reaches the demo only while the page already shows demo
 * data, where the demo refuses it (read-only, or a sample that declines); otherwise a change
 * that did not reach the agency says so. Read at each call: the page may have left the demo.
 */
export const whileDemoShown = (): CallOptions => ({ demoFallback: isDemoShown() });
