import { analyticsKeys } from '../analytics/keys';
import type { QueryKeyPrefix } from '../domain-keys';
import { insightsKeys } from '../insights/keys';
import { overviewKeys } from '../overview/keys';
import { proposalKeys } from '../proposals/keys';
import { leadKeys } from './keys';

/**
 * What a lead write changes: the leads, the dashboard's lead stats and activity, the analytics
 * funnel (leads, converted), the insights' conversion and pipeline, a proposal's addressed lead.
 */
export const LEAD_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  leadKeys.all,
  proposalKeys.all,
  overviewKeys.all,
  analyticsKeys.all,
  insightsKeys.all,
];
