import { domainKeys, type ListQuery } from '../domain-keys';

export const leadKeys = {
  ...domainKeys('leads'),
  stats: () => ['leads', 'stats'] as const,
  /** The pipeline's columns: one page per status, with the view's other filters. */
  pipeline: (query: ListQuery) => ['leads', 'pipeline', query] as const,
};
