import {
  EMAIL_STATUSES,
  EMAIL_TEMPLATE_KEYS,
  type EmailStatus,
  type EmailTemplateKey,
  type GetOutboxInput,
} from '@atelier/shared/contract';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';

/** The outbox's filters as the URL holds them (`?tab=outbox&q=…&status=failed&page=2`). */
export type OutboxFilters = {
  search: string;
  status: EmailStatus | null;
  template: EmailTemplateKey | null;
  page: number;
  pageSize: PageSize;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((each) => each === value) ?? null;

/** Anything the URL holds that is not a filter value is ignored, not sent to the server. */
export function parseOutboxFilters(params: URLSearchParams): OutboxFilters {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(EMAIL_STATUSES, params.get('status')),
    template: oneOf(EMAIL_TEMPLATE_KEYS, params.get('template')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? PAGE_SIZES[0],
  };
}

/** The URL of `filters` (defaults left out), on the outbox tab. */
export function writeOutboxFilters(filters: OutboxFilters): URLSearchParams {
  const params = new URLSearchParams({ tab: 'outbox' });
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.template) params.set('template', filters.template);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(filters.pageSize));
  return params;
}

export const hasOutboxFilters = (filters: OutboxFilters): boolean =>
  filters.search.trim() !== '' || filters.status !== null || filters.template !== null;

export function toOutboxQuery(filters: OutboxFilters): GetOutboxInput {
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.template ? { template: filters.template } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}
