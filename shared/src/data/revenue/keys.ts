import { domainKeys } from '../domain-keys';

export const paymentKeys = domainKeys('payments');
export const revenueKeys = {
  all: ['revenue'] as const,
  stats: () => ['revenue', 'stats'] as const,
  monthly: () => ['revenue', 'monthly'] as const,
};
