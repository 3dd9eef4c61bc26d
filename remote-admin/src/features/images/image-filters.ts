import type { GetImagesInput } from '@atelier/shared/contract';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';

/** The library's filters as the URL holds them (`?search=&tag=&alt=missing&page=&size=`). */
export interface ImageFilters {
  search: string;
  tag: string | null;
  isMissingAlt: boolean;
  page: number;
  pageSize: PageSize;
}

export function parseImageFilters(params: URLSearchParams): ImageFilters {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('search')?.trim() ?? '',
    tag: params.get('tag')?.trim() || null,
    isMissingAlt: params.get('alt') === 'missing',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: PAGE_SIZES.find((each) => each === size) ?? PAGE_SIZES[0],
  };
}

export function writeImageFilters(filters: ImageFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.search = filters.search;
  if (filters.tag) params.tag = filters.tag;
  if (filters.isMissingAlt) params.alt = 'missing';
  if (filters.page > 1) params.page = String(filters.page);
  if (filters.pageSize !== PAGE_SIZES[0]) params.size = String(filters.pageSize);
  return params;
}

export const hasImageFilters = (filters: ImageFilters): boolean =>
  filters.search !== '' || filters.tag !== null || filters.isMissingAlt;

export function toImagesQuery(filters: ImageFilters): GetImagesInput {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.isMissingAlt ? { missing_alt: true } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}
