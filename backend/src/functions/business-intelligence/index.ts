import { businessIntelligence as businessIntelligenceActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { getInsights } from './get-insights.ts';

/** `POST /functions/v1/business-intelligence`; the contract is in docs/business-intelligence.md. */
export const businessIntelligence = defineFunction(businessIntelligenceActions, {
  get_insights: getInsights,
});
