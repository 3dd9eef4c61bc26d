import type { PublicLeadSource } from '@atelier/shared';
import { type Campaign, readCampaign } from '../../common/campaign';

/**
 * Where a lead came from, in the order the agency cares about: an estimate beats a campaign
 * tag, which beats another site's link. (`manual` is the agency's, never a visitor's.)
 */
export type LeadSource = PublicLeadSource;

function isOtherSite(referrer: string, currentHost: string): boolean {
  try {
    return new URL(referrer).host !== currentHost;
  } catch {
    return false;
  }
}

export function detectLeadSource(input: {
  params: URLSearchParams;
  /** Campaign tags seen earlier in the visit, when the form's own URL has none. */
  storedCampaign: Campaign;
  referrer: string;
  currentHost: string;
}): { source: LeadSource; utm: Campaign } {
  const own = readCampaign(input.params);
  const utm = Object.keys(own).length > 0 ? own : input.storedCampaign;
  const isFromEstimator = input.params.get('from') === 'estimator';
  if (isFromEstimator) return { source: 'estimator', utm };
  if (Object.keys(utm).length > 0) return { source: 'campaign', utm };
  if (input.referrer && isOtherSite(input.referrer, input.currentHost)) {
    return { source: 'referral', utm };
  }
  return { source: 'direct', utm };
}
