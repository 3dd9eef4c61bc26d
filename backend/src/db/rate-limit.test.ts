import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import {
  createRateLimiter,
  type RateLimitCounter,
  type RateLimiter,
  type RateLimitTake,
} from './rate-limit.ts';

const database = useTestDatabase({ migrate: true });

beforeEach(async () => {
  await database.db.query('DELETE FROM rate_limit_hits');
});

const rule = { limit: 3, windowSeconds: 60 };
const counter = (subject: string, counted = rule): RateLimitCounter => ({
  bucket: 'test',
  subject,
  rule: counted,
});

/** A limiter on the test database whose clock moves only when the test says so. */
function limiterWithClock() {
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  const limiter = createRateLimiter(database.db, { now: () => new Date(now) });
  return { limiter, advance: (seconds: number) => (now += seconds * 1000) };
}

const waitOf = (take: RateLimitTake) => (take.isAllowed ? 0 : take.retryAfterSeconds);

async function takeTimes(limiter: RateLimiter, counters: RateLimitCounter[], times: number) {
  const takes: RateLimitTake[] = [];
  for (let n = 0; n < times; n += 1) takes.push(await limiter.take(counters));
  return takes;
}

describe('rate limiter (sliding windows in the database)', () => {
  it('allows limit events per window, then says how long to wait', async () => {
    const { limiter, advance } = limiterWithClock();
    for (let n = 0; n < 3; n += 1) {
      expect((await limiter.take([counter('k')])).isAllowed).toBe(true);
      advance(10);
    }
    // Events at 0, 10 and 20 s; now 30 s: the first leaves the window at 60 s.
    expect(waitOf(await limiter.take([counter('k')]))).toBe(30);
    advance(30);
    expect((await limiter.take([counter('k')])).isAllowed).toBe(true);
  });

  it('slides: the window frees one event at a time', async () => {
    const { limiter, advance } = limiterWithClock();
    await limiter.take([counter('k')]);
    advance(30);
    await takeTimes(limiter, [counter('k')], 2);
    expect(waitOf(await limiter.take([counter('k')]))).toBe(30);
    advance(30);
    expect((await limiter.take([counter('k')])).isAllowed).toBe(true);
    // Events at 30, 30 and 60 s; now 60 s: the two at 30 s leave at 90 s.
    expect(waitOf(await limiter.take([counter('k')]))).toBe(30);
  });

  it('does not count refused events, so a steady stream does not prolong the wait', async () => {
    const { limiter, advance } = limiterWithClock();
    await takeTimes(limiter, [counter('k')], 3);
    for (let n = 0; n < 5; n += 1) {
      advance(10);
      expect((await limiter.take([counter('k')])).isAllowed).toBe(false);
    }
    advance(10);
    expect((await limiter.take([counter('k')])).isAllowed).toBe(true);
  });

  it('keeps subjects apart, forgets on reset, and never limits a counter without a rule', async () => {
    const { limiter } = limiterWithClock();
    await takeTimes(limiter, [counter('a')], 3);
    expect(waitOf(await limiter.take([counter('a')]))).toBeGreaterThan(0);
    expect((await limiter.take([counter('b')])).isAllowed).toBe(true);
    await limiter.reset([counter('a')]);
    expect((await limiter.take([counter('a')])).isAllowed).toBe(true);
    const off: RateLimitCounter = { bucket: 'test', subject: 'c', rule: null };
    const takes = await takeTimes(limiter, [off], 10);
    expect(takes.every((take) => take.isAllowed)).toBe(true);
  });

  it('answers at least one second while limited', async () => {
    const { limiter, advance } = limiterWithClock();
    await takeTimes(limiter, [counter('k')], 3);
    advance(59.9);
    expect(waitOf(await limiter.take([counter('k')]))).toBe(1);
  });

  it('counts on every counter or on none, and answers the longest wait', async () => {
    const { limiter, advance } = limiterWithClock();
    const long = counter('long', { limit: 2, windowSeconds: 600 });
    await takeTimes(limiter, [counter('short'), long], 2);
    // `long` is full: nothing is counted on `short`, which still has one event to give.
    expect(waitOf(await limiter.take([counter('short'), long]))).toBe(600);
    expect(waitOf(await limiter.take([long, counter('short')]))).toBe(600);
    expect((await limiter.take([counter('short')])).isAllowed).toBe(true);
    expect(waitOf(await limiter.take([counter('short')]))).toBe(60);
    advance(60);
    expect(waitOf(await limiter.take([counter('short'), long]))).toBe(540);
  });

  it('gives back exactly the event it took, on every counter', async () => {
    const { limiter, advance } = limiterWithClock();
    await limiter.take([counter('a')]);
    advance(20);
    const taken = await limiter.take([counter('a'), counter('b')]);
    if (!taken.isAllowed) throw new Error('the second event should be allowed');
    await taken.giveBack();
    advance(5);
    // `a` keeps its first event (0 s) only: two more fit, and the wait follows that event.
    await takeTimes(limiter, [counter('a')], 2);
    expect(waitOf(await limiter.take([counter('a')]))).toBe(35);
    expect((await takeTimes(limiter, [counter('b')], 3)).every((take) => take.isAllowed)).toBe(
      true,
    );
  });

  it('shares the count between limiters on one database and keeps it for a new one', async () => {
    const first = createRateLimiter(database.db);
    const second = createRateLimiter(database.db);
    await takeTimes(first, [counter('shared')], 2);
    await second.take([counter('shared')]);
    const restarted = createRateLimiter(database.db);
    const refused = await restarted.take([counter('shared')]);
    // The database's own clock: the window started a moment ago.
    expect(waitOf(refused)).toBeGreaterThan(55);
    expect(waitOf(refused)).toBeLessThanOrEqual(60);
  });

  it('lets no more than the limit through when requests come all at once', async () => {
    const limiters = [createRateLimiter(database.db), createRateLimiter(database.db)];
    const counters = [counter('crowd'), counter('crowd-ip', { limit: 5, windowSeconds: 60 })];
    const takes = await Promise.all(
      Array.from({ length: 12 }, (_, n) => limiters[n % 2]?.take(counters)),
    );
    expect(takes.filter((take) => take?.isAllowed)).toHaveLength(3);
    const [row] = await database.db.query<{ hits: number }>(
      `SELECT cardinality(hit_times) AS hits FROM rate_limit_hits WHERE subject = 'crowd-ip'`,
    );
    expect(row?.hits).toBe(3);
  });

  it('sweeps counters whose events have all left the window', async () => {
    const { limiter, advance } = limiterWithClock();
    await limiter.take([counter('old')]);
    advance(60);
    await limiter.take([counter('new')]);
    const rows = await database.db.query<{ subject: string }>(
      'SELECT subject FROM rate_limit_hits ORDER BY subject',
    );
    expect(rows.map((row) => row.subject)).toEqual(['new']);
  });
});
