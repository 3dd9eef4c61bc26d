import type { ListQuery } from '../domain-keys';

/** The Lead Scoring tab: its criteria, the latest re-scoring run, the scored list, analytics. */
export const scoringKeys = {
  all: ['lead-scoring'] as const,
  criteria: () => ['lead-scoring', 'criteria'] as const,
  run: () => ['lead-scoring', 'run'] as const,
  leads: (query: ListQuery) => ['lead-scoring', 'leads', query] as const,
  analytics: () => ['lead-scoring', 'analytics'] as const,
};
