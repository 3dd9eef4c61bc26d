import { domainKeys } from '../domain-keys';

/**
 * The Contracts tab: contracts (list and detail), their templates, the signatures awaited
 * across contracts and the figures. Every write of the tab changes all of them.
 */
export const contractKeys = {
  ...domainKeys('contracts'),
  templates: () => ['contracts', 'templates'] as const,
  signatures: (status: string) => ['contracts', 'signatures', status] as const,
  analytics: () => ['contracts', 'analytics'] as const,
};
