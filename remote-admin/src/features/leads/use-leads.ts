import {
  type ApiResult,
  LEAD_STATUSES,
  type Lead,
  type LeadChanges,
  type LeadStatus,
  type NewLead,
} from '@atelier/shared';
import {
  addLead,
  bulkDeleteLeads,
  bulkUpdateLeadStatus,
  deleteLead,
  getLead,
  getLeadStats,
  getLeads,
  registerLeadDemo,
  updateLead,
} from '@atelier/shared/api';
import { leadKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  return useApiQuery(
    leadKeys.list(query),
    (signal) => whenDemoReady(() => getLeads(query, { signal })),
    { keepPreviousData: true },
  );
}

export function useLeadStats() {
  return useApiQuery(leadKeys.stats(), (signal) => whenDemoReady(() => getLeadStats({ signal })));
}

export function useLeadDetail(id: string | null) {
  return useApiQuery(id === null ? null : leadKeys.detail(id), (signal) =>
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
  return useApiQuery(isEnabled ? leadKeys.pipeline(query) : null, load, {
    keepPreviousData: true,
  });
}

/** The page's writes; each that succeeds refreshes leads and what counts them. */
export function useLeadWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const record = recordWriter(queryClient, 'leads');
    const write = <T>(call: () => Promise<ApiResult<T>>) => record(() => whenDemoReady(call));
    return {
      create: (lead: NewLead) => write(() => addLead(lead)),
      update: (changes: LeadChanges) => write(() => updateLead(changes)),
      remove: (id: string) => write(() => deleteLead(id)),
      bulkStatus: (ids: string[], status: LeadStatus) =>
        write(() => bulkUpdateLeadStatus(ids, status)),
      bulkRemove: (ids: string[]) => write(() => bulkDeleteLeads(ids)),
    };
  }, [queryClient]);
}

/** For the CSV export, which pages through the list on its own. */
export const fetchLeadPage = (query: Parameters<typeof getLeads>[0]) =>
  whenDemoReady(() => getLeads(query));
