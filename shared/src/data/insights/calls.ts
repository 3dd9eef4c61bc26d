import { actionCaller, type CallOptions } from '@atelier/shared';
import type { InsightsQuery } from '../../contract/insights';

/** The function behind the business intelligence page; its contract is docs/business-intelligence.md. */
export const INSIGHTS_FUNCTION = 'business-intelligence' as const;

const call = actionCaller(INSIGHTS_FUNCTION);

/** Conversion, pipeline, deal size, win rate and revenue over a range of days. */
export const getInsights = (query: InsightsQuery = {}, options?: CallOptions) =>
  call('get_insights', { ...query }, options);
