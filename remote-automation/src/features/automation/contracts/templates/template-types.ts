import { CONTRACT_TEMPLATE_TYPES, type ContractTemplateType } from '@atelier/shared/contract';

/** The type filter's choices (`?type=`): every type, or one of them. */
export const TYPE_FILTERS = ['all', ...CONTRACT_TEMPLATE_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** `?type=` as a filter; anything unknown (an old or mistyped link) shows every type. */
export const typeFromQuery = (value: string | null): TypeFilter =>
  (TYPE_FILTERS as readonly string[]).includes(value ?? '') ? (value as TypeFilter) : 'all';

/** The templates the filter keeps. */
export const templatesOfType = <T extends { type: ContractTemplateType }>(
  templates: readonly T[],
  filter: TypeFilter,
): T[] => (filter === 'all' ? [...templates] : templates.filter((t) => t.type === filter));
