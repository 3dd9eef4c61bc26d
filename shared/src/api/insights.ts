import { type CallOptions, callFunction } from '@atelier/shared';
import type { Insights, InsightsQuery } from '../contract/insights';

/** The function behind the business intelligence page; its contract is docs/business-intelligence.md. */
export const INSIGHTS_FUNCTION = 'business-intelligence';

export const INSIGHTS_ACTIONS = ['get_insights'] as const;
export type InsightsAction = (typeof INSIGHTS_ACTIONS)[number];

/** Conversion, pipeline, deal size, win rate and revenue over a range of days. */
export const getInsights = (query: InsightsQuery = {}, options?: CallOptions) =>
  callFunction<Insights>(INSIGHTS_FUNCTION, 'get_insights', { ...query }, options);
