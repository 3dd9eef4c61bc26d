import { LEAD_STATUSES } from '@atelier/shared';
import type { ApiResult } from '../../api/result';
import type { Lead, LeadListQuery, LeadStatus } from '../../contract/leads';
import { useApiQuery } from '../../query/use-api-query';
import { getLeads, registerLeadDemo } from './calls';
import { leadKeys } from './keys';

registerLeadDemo();

/** How many cards a pipeline column shows; its heading counts them all. */
export const PIPELINE_COLUMN_SIZE = 50;

export type PipelineColumns = Record<LeadStatus, { leads: Lead[]; total: number }>;

/** One page per status, with the view's other filters (`query`'s status is ignored). */
export function useLeadPipeline(filters: LeadListQuery, isEnabled: boolean) {
  const query = { ...filters, status: undefined, pageSize: PIPELINE_COLUMN_SIZE };
  const load = async (signal: AbortSignal): Promise<ApiResult<{ columns: PipelineColumns }>> => {
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
