import { contracts } from '@atelier/shared/actions';
import { contractAnalytics } from '../../db/contract-insights.ts';
import { implement } from '../registry.ts';

/** The Analytics view: counts by status, the signing rate and times, values and 6 months. */
export const getAnalytics = implement(contracts.actions.get_analytics, {
  handler: async (_input, { db }) => ({ analytics: await contractAnalytics(db, new Date()) }),
});
