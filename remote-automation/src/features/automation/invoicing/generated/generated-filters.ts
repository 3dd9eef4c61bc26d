import { type GeneratedInvoicesQuery, type InvoiceStatus, invoiceStatuses } from '@atelier/shared';

/**
 * The Generated Invoices filters, kept in the URL beside `?tab=` and `?view=` (`rule`,
 * `status`, `page`), so a filtered list can be linked to and survives a reload. A value the
 * list does not know reads as no filter.
 */
export type GeneratedFilters = {
  ruleId: string | null;
  status: InvoiceStatus | null;
  page: number;
};

export const GENERATED_PAGE_SIZE = 25;

const PARAMS = { ruleId: 'rule', status: 'status', page: 'page' } as const;

export function filtersFromQuery(params: URLSearchParams): GeneratedFilters {
  const rule = params.get(PARAMS.ruleId)?.trim() ?? '';
  const status = params.get(PARAMS.status);
  const page = Number(params.get(PARAMS.page));
  return {
    ruleId: rule || null,
    status: (invoiceStatuses as readonly (string | null)[]).includes(status)
      ? (status as InvoiceStatus)
      : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function toGeneratedQuery(filters: GeneratedFilters): GeneratedInvoicesQuery {
  return {
    ...(filters.ruleId ? { rule_id: filters.ruleId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: filters.page,
    pageSize: GENERATED_PAGE_SIZE,
  };
}

/**
 * The URL after a change; other values (`tab`, `view`, `lng`) are kept. Changing a filter goes
 * back to the first page, since the old page number counted another list.
 */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<GeneratedFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...filtersFromQuery(params), ...changes };
  if (!('page' in changes)) merged.page = 1;
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set(PARAMS.ruleId, merged.ruleId);
  set(PARAMS.status, merged.status);
  set(PARAMS.page, merged.page > 1 ? String(merged.page) : null);
  return next;
}
