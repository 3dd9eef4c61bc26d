import type { ApiResult, Lead, LeadListQuery, LeadPage } from '@atelier/shared';
import { LEAD_LIMITS } from '@atelier/shared';
import { saveBlob, toCsv } from '@atelier/shared/kit';

/**
 * CSV export of the leads a filter matches, every page of them, built in the browser.
 * Columns use the contract's field names, so a spreadsheet or another tool can read them back
 * whatever the admin's language.
 */
export const CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'company_size',
  'status',
  'score',
  'grade',
  'source',
  'project_type',
  'budget',
  'timeline',
  'notes',
  'language',
  'estimate_low',
  'estimate_high',
  'estimate_pace',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof Lead>;

/** The leads as a CSV file (the kit's `toCsv`: quoted, defused, BOM and CRLF). */
export const leadsToCsv = (leads: readonly Lead[]): string => toCsv(CSV_COLUMNS, leads);

/** `leads-2026-01-31.csv`, in the admin's own calendar day. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Every lead `query` matches, fetched in pages of 100 (the most the server gives at once).
 * Stops at the first failure, or when a page comes back short.
 */
export async function fetchAllLeads(
  query: LeadListQuery,
  getPage: (query: LeadListQuery) => Promise<ApiResult<LeadPage>>,
): Promise<ApiResult<{ leads: Lead[] }>> {
  const leads: Lead[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getPage({ ...query, page, pageSize: LEAD_LIMITS.pageSize });
    if (!result.success) return result;
    leads.push(...result.leads);
    if (result.leads.length < LEAD_LIMITS.pageSize || leads.length >= result.total) break;
  }
  return { success: true, leads };
}

/** Hands the file to the browser's download. */
export function downloadCsv(csv: string, fileName: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
