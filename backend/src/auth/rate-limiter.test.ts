import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

const rule = { max: 3, windowSeconds: 60 };

function limiterWithClock() {
  let now = 1_000_000;
  const limiter = createRateLimiter(() => now);
  return { limiter, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('rate limiter', () => {
  it('allows max events per window, then says how long to wait', () => {
    const { limiter, advance } = limiterWithClock();
    for (let n = 0; n < 3; n += 1) {
      expect(limiter.retryAfter('k', rule)).toBe(0);
      limiter.hit('k', rule);
      advance(10);
    }
    // Events at 0, 10 and 20 s; now 30 s: the first leaves the window at 60 s.
    expect(limiter.retryAfter('k', rule)).toBe(30);
    advance(30);
    expect(limiter.retryAfter('k', rule)).toBe(0);
  });

  it('slides: the window frees one event at a time', () => {
    const { limiter, advance } = limiterWithClock();
    limiter.hit('k', rule);
    advance(30);
    limiter.hit('k', rule);
    limiter.hit('k', rule);
    expect(limiter.retryAfter('k', rule)).toBe(30);
    advance(30);
    expect(limiter.retryAfter('k', rule)).toBe(0);
    limiter.hit('k', rule);
    expect(limiter.retryAfter('k', rule)).toBe(30);
  });

  it('keeps keys apart, forgets on reset, and never limits without a rule', () => {
    const { limiter } = limiterWithClock();
    for (let n = 0; n < 3; n += 1) limiter.hit('a', rule);
    expect(limiter.retryAfter('a', rule)).toBeGreaterThan(0);
    expect(limiter.retryAfter('b', rule)).toBe(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a', rule)).toBe(0);
    for (let n = 0; n < 10; n += 1) limiter.hit('c', null);
    expect(limiter.retryAfter('c', null)).toBe(0);
  });

  it('answers at least one second while limited', () => {
    const { limiter, advance } = limiterWithClock();
    for (let n = 0; n < 3; n += 1) limiter.hit('k', rule);
    advance(59.9);
    expect(limiter.retryAfter('k', rule)).toBe(1);
  });
});
