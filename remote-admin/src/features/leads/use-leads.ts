import {
  type ApiResult,
  bulkDeleteLeads,
  bulkUpdateLeadStatus,
  createLead,
  deleteLead,
  getLead,
  getLeadStats,
  getLeads,
  LEAD_STATUSES,
  type Lead,
  type LeadChanges,
  type LeadStatus,
  type NewLead,
  registerLeadDemo,
  updateLead,
} from '@atelier/shared';
import { invalidateServerQueries, useServerQuery } from '../../common/use-server-query';
import { type LeadFilters, toListQuery } from './lead-filters';

/**
 * Data of the leads page. The demo handlers are registered here, by the admin remote, so the
 * sample leads load only with this page (never with the public site); every call waits for
 * them, so a server that cannot answer always finds them ready.
 */
const demoReady = registerLeadDemo().catch((error: unknown) => {
  console.warn('[remote-admin] demo leads could not be loaded', error);
});

async function whenDemoReady<T>(call: () => Promise<T>): Promise<T> {
  await demoReady;
  return await call();
}

export function useLeadList(filters: LeadFilters) {
  const query = { ...toListQuery(filters), page: filters.page, pageSize: filters.pageSize };
  return useServerQuery(
    `list:${JSON.stringify(query)}`,
    (signal) => whenDemoReady(() => getLeads(query, { signal })),
    { keepPreviousData: true },
  );
}

export function useLeadStats() {
  return useServerQuery('stats', (signal) => whenDemoReady(() => getLeadStats({ signal })));
}

export function useLeadDetail(id: string | null) {
  return useServerQuery(id === null ? null : `lead:${id}`, (signal) =>
    whenDemoReady(() => getLead(id ?? '', { signal })),
  );
}

/** How many cards a pipeline column shows; its heading counts them all. */
export const PIPELINE_COLUMN_SIZE = 50;

export type PipelineColumns = Record<LeadStatus, { leads: Lead[]; total: number }>;

/** One page per status, with the view's other filters: the columns of the pipeline. */
export function usePipeline(filters: LeadFilters, isEnabled: boolean) {
  const query = { ...toListQuery(filters), status: undefined, pageSize: PIPELINE_COLUMN_SIZE };
  const load = async (signal: AbortSignal): Promise<ApiResult<{ columns: PipelineColumns }>> => {
    await demoReady;
    const pages = await Promise.all(
      LEAD_STATUSES.map((status) => getLeads({ ...query, status }, { signal })),
    );
    const columns = {} as PipelineColumns;
    for (const [index, page] of pages.entries()) {
      if (!page.success) return page;
      const status = LEAD_STATUSES[index] as LeadStatus;
      columns[status] = { leads: page.leads, total: page.total };
    }
    return { success: true, columns };
  };
  return useServerQuery(isEnabled ? `pipeline:${JSON.stringify(query)}` : null, load, {
    keepPreviousData: true,
  });
}

/** Runs a write; when it succeeds, everything shown is loaded again. */
async function write<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await whenDemoReady(call);
  if (result.success) invalidateServerQueries();
  return result;
}

export const leadWrites = {
  create: (lead: NewLead) => write(() => createLead(lead)),
  update: (changes: LeadChanges) => write(() => updateLead(changes)),
  remove: (id: string) => write(() => deleteLead(id)),
  bulkStatus: (ids: string[], status: LeadStatus) => write(() => bulkUpdateLeadStatus(ids, status)),
  bulkRemove: (ids: string[]) => write(() => bulkDeleteLeads(ids)),
};

/** For the CSV export, which pages through the list on its own. */
export const fetchLeadPage = (query: Parameters<typeof getLeads>[0]) =>
  whenDemoReady(() => getLeads(query));
