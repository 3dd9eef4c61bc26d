import { defineFunction } from '../registry.ts';
import { getInsights } from './get-insights.ts';

/** `POST /functions/v1/business-intelligence`; the contract is in docs/business-intelligence.md. */
export const businessIntelligence = defineFunction('business-intelligence', {
  get_insights: getInsights,
});
