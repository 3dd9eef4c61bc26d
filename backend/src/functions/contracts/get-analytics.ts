import { contractAnalyticsAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { contractAnalytics } from '../../db/contract-insights.ts';
import { defineAction } from '../registry.ts';

/** The Analytics view: counts by status, the signing rate and times, values and 6 months. */
export const getAnalytics = defineAction({
  access: 'admin',
  input: z.object({}),
  output: contractAnalyticsAnswer,
  handler: async (_input, { db }) => ({ analytics: await contractAnalytics(db, new Date()) }),
});
