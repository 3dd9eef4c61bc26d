import { TEMPLATE_CATEGORIES as CATEGORIES } from '@atelier/shared/contract';

/** The Project Templates filter (spec §2); `all` shows every category. */
export const TEMPLATE_CATEGORIES = ['all', ...CATEGORIES] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** `?category=` as the filter reads it: anything unknown (or none) is `all`. */
export function categoryFromQuery(value: string | null): TemplateCategory {
  return TEMPLATE_CATEGORIES.find((category) => category === value) ?? 'all';
}
