import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarKeys,
  clientKeys,
  invoiceKeys,
  leadKeys,
  overviewKeys,
  paymentKeys,
  revenueKeys,
} from '../data/registry';
import {
  ApiFailureError,
  apiQueryFn,
  apiQueryOptions,
  failureOf,
  UNEXPECTED_FAILURE,
} from './api-query';
import { invalidateAfterWrite, recordWriter } from './invalidate';
import { createQueryClient } from './query-client';

const signal = new AbortController().signal;
const refused = { success: false, error: 'Lead not found', code: 'NOT_FOUND' } as const;

describe('apiQueryFn', () => {
  it('answers the success as it came, with the signal passed on', async () => {
    const load = vi.fn(async () => ({ success: true as const, total: 3 }));
    await expect(apiQueryFn(load)({ signal })).resolves.toEqual({ success: true, total: 3 });
    expect(load).toHaveBeenCalledWith(signal);
  });

  it("fails with the server's answer, which the page reads back unchanged", async () => {
    const error = await apiQueryFn(async () => refused)({ signal }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiFailureError);
    expect(failureOf(error)).toEqual(refused);
  });

  it('reads anything else thrown as the unexpected failure, and no error as none', () => {
    expect(failureOf(new TypeError('fetch failed'))).toEqual(UNEXPECTED_FAILURE);
    expect(failureOf(null)).toBeNull();
  });
});

describe('invalidation after a write', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  const seeded = () => {
    client = createQueryClient();
    const keys = [
      paymentKeys.list({ page: 1 }),
      invoiceKeys.list({ status: ['sent'] }),
      revenueKeys.stats(),
      overviewKeys.dashboard(),
      calendarKeys.month('2026-11'),
      leadKeys.list({ page: 1 }),
      clientKeys.detail('c1'),
    ];
    for (const key of keys) client.setQueryData(key, { success: true });
    return (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  };

  it('a recorded payment marks payments, invoices, revenue and the dashboard stale, not leads or the calendar', async () => {
    const isStale = seeded();
    await invalidateAfterWrite(client, 'payments');
    expect(isStale(paymentKeys.list({ page: 1 }))).toBe(true);
    expect(isStale(invoiceKeys.list({ status: ['sent'] }))).toBe(true);
    expect(isStale(revenueKeys.stats())).toBe(true);
    expect(isStale(overviewKeys.dashboard())).toBe(true);
    expect(isStale(clientKeys.detail('c1'))).toBe(true);
    expect(isStale(leadKeys.list({ page: 1 }))).toBe(false);
    expect(isStale(calendarKeys.month('2026-11'))).toBe(false);
  });

  it('a calendar event marks the calendar and the dashboard stale, only them', async () => {
    const isStale = seeded();
    await invalidateAfterWrite(client, 'calendar');
    expect(isStale(calendarKeys.month('2026-11'))).toBe(true);
    expect(isStale(overviewKeys.dashboard())).toBe(true);
    expect(isStale(paymentKeys.list({ page: 1 }))).toBe(false);
    expect(isStale(revenueKeys.stats())).toBe(false);
    expect(isStale(leadKeys.list({ page: 1 }))).toBe(false);
  });

  it('a write invalidates only when the server accepted it', async () => {
    const invalidateQueries = vi.fn(async () => undefined);
    const write = recordWriter({ invalidateQueries }, 'calendar');
    await expect(write(async () => refused)).resolves.toEqual(refused);
    expect(invalidateQueries).not.toHaveBeenCalled();
    await expect(write(async () => ({ success: true as const, id: 'e1' }))).resolves.toEqual({
      success: true,
      id: 'e1',
    });
    expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: calendarKeys.all });
    expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: overviewKeys.all });
    expect(invalidateQueries).toHaveBeenCalledTimes(2);
  });
});

describe('createQueryClient', () => {
  it('shows a failure at once (no silent retries) and refetches on focus only where asked', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});

describe('apiQueryOptions, as the pages see them', () => {
  let client: QueryClient;
  let unsubscribe: () => void = () => undefined;
  afterEach(() => {
    unsubscribe();
    client.clear();
  });

  /** A server whose answers the test releases one at a time. */
  const server = () => {
    const pending: Array<(value: { success: true; name: string }) => void> = [];
    const load = vi.fn(
      () => new Promise<{ success: true; name: string }>((resolve) => pending.push(resolve)),
    );
    const answer = async (name: string) => {
      pending.shift()?.({ success: true, name });
      await vi.waitFor(() => expect(pending.length).toBeLessThanOrEqual(1));
    };
    return { load, answer };
  };

  const observe = (
    key: readonly unknown[] | null,
    load: () => Promise<unknown>,
    isList: boolean,
  ) => {
    client = createQueryClient();
    const observer = new QueryObserver(
      client,
      apiQueryOptions(key, load as never, { keepPreviousData: isList }),
    );
    unsubscribe = observer.subscribe(() => undefined);
    return observer;
  };

  it('a list keeps its last page on screen while the next page loads', async () => {
    const { load, answer } = server();
    const observer = observe(leadKeys.list({ page: 1 }), load, true);
    await answer('page 1');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    observer.setOptions(
      apiQueryOptions(leadKeys.list({ page: 2 }), load as never, { keepPreviousData: true }),
    );
    const during = observer.getCurrentResult();
    expect(during.data).toEqual({ success: true, name: 'page 1' });
    expect(during.isPlaceholderData).toBe(true);
    await answer('page 2');
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data).toEqual({ success: true, name: 'page 2' }),
    );
  });

  it("a detail never shows another record's data while the next one loads", async () => {
    const { load, answer } = server();
    const observer = observe(leadKeys.detail('a'), load, false);
    await answer('lead a');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    observer.setOptions(apiQueryOptions(leadKeys.detail('b'), load as never));
    expect(observer.getCurrentResult().data).toBeUndefined();
    await answer('lead b');
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data).toEqual({ success: true, name: 'lead b' }),
    );
  });

  it("a failed reload keeps what was shown, with the server's failure beside it", async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce({ success: true, name: 'lead a' })
      .mockResolvedValueOnce(refused);
    const observer = observe(leadKeys.detail('a'), load, false);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    await observer.refetch();
    const result = observer.getCurrentResult();
    expect(result.data).toEqual({ success: true, name: 'lead a' });
    expect(failureOf(result.error)).toEqual(refused);
  });

  it('loads nothing without a key', async () => {
    const load = vi.fn();
    const observer = observe(null, load, false);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });
});
