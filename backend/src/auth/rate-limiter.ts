import type { RateLimitRule } from './auth-settings.ts';

/**
 * Sliding-window counters kept in this process's memory: enough for one backend process (the
 * embedded setup). Several processes behind a load balancer would each count on their own.
 */
export interface RateLimiter {
  /** Seconds until `key` may act again under `rule`; 0 when it may act now. */
  retryAfter(key: string, rule: RateLimitRule | null): number;
  /** Counts one event for `key`. */
  hit(key: string, rule: RateLimitRule | null): void;
  /** Forgets the events of `key` (e.g. failed sign-ins after a successful one). */
  reset(key: string): void;
}

interface Counter {
  windowMs: number;
  /** Times of the events still inside the window, oldest first. */
  times: number[];
}

/** Stale counters are swept after this many hits, so memory stays bounded by live keys. */
const SWEEP_EVERY = 1000;

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const counters = new Map<string, Counter>();
  let hitsSinceSweep = 0;

  const live = (key: string, windowMs: number): Counter | undefined => {
    const counter = counters.get(key);
    if (!counter) return undefined;
    const since = now() - windowMs;
    while (counter.times.length > 0 && (counter.times[0] ?? 0) <= since) counter.times.shift();
    return counter;
  };

  const sweep = () => {
    const at = now();
    for (const [key, counter] of counters) {
      const newest = counter.times.at(-1);
      if (newest === undefined || newest <= at - counter.windowMs) counters.delete(key);
    }
  };

  return {
    retryAfter(key, rule) {
      if (!rule) return 0;
      const windowMs = rule.windowSeconds * 1000;
      const counter = live(key, windowMs);
      if (!counter || counter.times.length < rule.max) return 0;
      // The oldest event that keeps the count at `max` has to leave the window.
      const freeing = counter.times[counter.times.length - rule.max] ?? now();
      return Math.max(1, Math.ceil((freeing + windowMs - now()) / 1000));
    },
    hit(key, rule) {
      if (!rule) return;
      const windowMs = rule.windowSeconds * 1000;
      const counter = live(key, windowMs) ?? { windowMs, times: [] };
      counter.windowMs = windowMs;
      counter.times.push(now());
      // Only the newest `max` events matter for the decision.
      if (counter.times.length > rule.max) counter.times.splice(0, counter.times.length - rule.max);
      counters.set(key, counter);
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        sweep();
      }
    },
    reset(key) {
      counters.delete(key);
    },
  };
}
