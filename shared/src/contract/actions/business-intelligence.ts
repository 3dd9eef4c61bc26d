import { insightsQuerySchema, insightsSchema } from '../insights';
import { defineActions } from './define';

/** `POST /functions/v1/business-intelligence` (docs/business-intelligence.md). */
export const businessIntelligence = defineActions('business-intelligence', {
  /** Conversion, pipeline, deal size, win rate and revenue over a range of days. */
  get_insights: { access: 'admin', input: insightsQuerySchema, output: insightsSchema },
});
