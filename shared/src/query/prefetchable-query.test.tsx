import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../api/call-function';
import type { ApiResult } from '../api/result';
import { leadKeys } from '../data/leads/keys';
import { fixedQuery, listQuery } from './prefetchable-query';
import { createQueryClient } from './query-client';
import type { ApiQuery } from './use-api-query';

type Page = { page: number; pageSize: number };
type Rows = { items: string[]; total: number };

/** A list action that answers the page it is asked for. */
function fakeList() {
  return vi.fn(
    async (query: Page, _options: CallOptions): Promise<ApiResult<Rows>> => ({
      success: true,
      items: [`row of page ${query.page}`],
      total: 30,
    }),
  );
}

/** What the page's hook shows on its first render, with nothing but the cache to go by. */
function firstRender(client: QueryClient, use: (query: Page) => ApiQuery<Rows>, query: Page) {
  let seen: ApiQuery<Rows> | undefined;
  function Probe() {
    seen = use(query);
    return null;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return seen;
}

describe('listQuery', () => {
  it('prefetches into the entry the page reads: its first render has the rows', async () => {
    const call = fakeList();
    const list = listQuery(leadKeys.list, call);
    const client = createQueryClient();
    await list.prefetch(client, { page: 1, pageSize: 25 });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 25 });
    expect(call.mock.calls[0]?.[1].signal).toBeInstanceOf(AbortSignal);

    const shown = firstRender(client, list.use, { pageSize: 25, page: 1 });
    expect(shown?.isLoading).toBe(false);
    expect(shown?.data).toEqual({ success: true, items: ['row of page 1'], total: 30 });
  });

  it('another page of the list is another entry: nothing to show until it is asked for', async () => {
    const call = fakeList();
    const list = listQuery(leadKeys.list, call);
    const client = createQueryClient();
    await list.prefetch(client, { page: 1, pageSize: 25 });

    const shown = firstRender(client, list.use, { page: 2, pageSize: 25 });
    expect(shown?.isLoading).toBe(true);
    expect(shown?.data).toBeUndefined();
  });

  it("records a refusal as the entry's failure, not as rows", async () => {
    const call = vi.fn(
      async (_query: Page, _options: CallOptions): Promise<ApiResult<Rows>> => ({
        success: false,
        error: 'Too many requests',
        code: 'RATE_LIMITED',
      }),
    );
    const list = listQuery(leadKeys.list, call);
    const client = createQueryClient();
    await list.prefetch(client, { page: 1, pageSize: 25 });
    expect(client.getQueryData(leadKeys.list({ page: 1, pageSize: 25 }))).toBeUndefined();
    expect(client.getQueryState(leadKeys.list({ page: 1, pageSize: 25 }))?.status).toBe('error');
  });
});

describe('fixedQuery', () => {
  it('prefetches, with its options, into the entry its hook reads', async () => {
    const load = vi.fn(
      async (_signal: AbortSignal): Promise<ApiResult<{ total: number }>> => ({
        success: true,
        total: 3,
      }),
    );
    const stats = fixedQuery(leadKeys.stats(), load, { staleTime: 10_000 });
    const client = createQueryClient();
    await stats.prefetch(client);
    // Fresh for the options' 10 s: asked for ahead again, it is not loaded twice.
    await stats.prefetch(client);
    expect(load).toHaveBeenCalledTimes(1);

    let shown: ApiQuery<{ total: number }> | undefined;
    function Probe() {
      shown = stats.use();
      return null;
    }
    renderToString(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(shown?.isLoading).toBe(false);
    expect(shown?.data).toEqual({ success: true, total: 3 });
  });
});
