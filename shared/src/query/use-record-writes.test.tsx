import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/result';
import { calendarKeys, clientKeys, leadKeys, overviewKeys, paymentKeys } from '../data/registry';
import type { RecordWrite } from './invalidate';
import { createQueryClient } from './query-client';
import { type RecordWriteTools, useRecordWrites } from './use-record-writes';

const refused = { success: false, error: 'Lead not found', code: 'NOT_FOUND' } as const;
const accepted = { success: true as const, id: 'l1' };

type Build<T> = (write: RecordWrite, tools: RecordWriteTools) => T;

/**
 * Renders a component that calls the hook; it updates its own state during its first render,
 * so React renders it again with its hooks kept (the one re-render a server render makes,
 * no DOM needed). Answers what each render of the hook returned.
 */
function renderTwice<T>(client: QueryClient, build: Build<T>): T[] {
  const seen: T[] = [];
  function Probe() {
    const [pass, setPass] = useState(0);
    seen.push(useRecordWrites(['leads'], build));
    if (pass === 0) setPass(1);
    return <span>{pass}</span>;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return seen;
}

/** The lead writes as a feature's hook makes them, with a call the test answers. */
const leadWrites: Build<{
  create: (answer: ApiResult<{ id: string }>) => Promise<ApiResult<{ id: string }>>;
  convert: () => Promise<ApiResult<{ id: string }>>;
  refresh: () => Promise<void>;
}> = (write, { writer, invalidate }) => {
  const writeConversion = writer('clients', 'leads');
  return {
    create: (answer) => write(async () => answer),
    convert: () => writeConversion(async () => accepted),
    refresh: invalidate,
  };
};

describe('useRecordWrites', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  const seeded = () => {
    client = createQueryClient();
    const keys = [
      leadKeys.list({ page: 1 }),
      overviewKeys.dashboard(),
      clientKeys.detail('c1'),
      paymentKeys.list({ page: 1 }),
      calendarKeys.month('2026-11'),
    ];
    for (const key of keys) client.setQueryData(key, { success: true });
    return (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  };

  it('makes the writes once per query client: a re-render answers the same object', () => {
    client = createQueryClient();
    const build = vi.fn(leadWrites);
    const [first, second] = renderTwice(client, build);
    expect(second).toBeDefined();
    expect(second).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    // Another client (another app) gets its own writes.
    const other = createQueryClient();
    expect(renderTwice(other, build)[0]).not.toBe(first);
    other.clear();
  });

  it("a write the server accepts marks its domains' effects stale, only those", async () => {
    const isStale = seeded();
    const [writes] = renderTwice(client, leadWrites);
    await expect(writes?.create(accepted)).resolves.toEqual(accepted);
    expect(isStale(leadKeys.list({ page: 1 }))).toBe(true);
    expect(isStale(overviewKeys.dashboard())).toBe(true);
    expect(isStale(clientKeys.detail('c1'))).toBe(false);
    expect(isStale(calendarKeys.month('2026-11'))).toBe(false);
  });

  it('a write the server refuses marks nothing stale, and answers the refusal', async () => {
    const isStale = seeded();
    const [writes] = renderTwice(client, leadWrites);
    await expect(writes?.create(refused)).resolves.toEqual(refused);
    expect(isStale(leadKeys.list({ page: 1 }))).toBe(false);
    expect(isStale(overviewKeys.dashboard())).toBe(false);
  });

  it("another writer marks its own domains' effects stale; invalidate marks the hook's", async () => {
    let isStale = seeded();
    const [writes] = renderTwice(client, leadWrites);
    await writes?.convert();
    expect(isStale(clientKeys.detail('c1'))).toBe(true);
    expect(isStale(paymentKeys.list({ page: 1 }))).toBe(true);
    expect(isStale(leadKeys.list({ page: 1 }))).toBe(true);

    client.clear();
    isStale = seeded();
    const [fresh] = renderTwice(client, leadWrites);
    await fresh?.refresh();
    expect(isStale(leadKeys.list({ page: 1 }))).toBe(true);
    expect(isStale(clientKeys.detail('c1'))).toBe(false);
  });
});
