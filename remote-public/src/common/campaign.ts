import { LEAD_LIMITS, UTM_FIELDS, type UtmField } from '@atelier/shared';

/**
 * Campaign tags (utm_*) of the visit. A visitor often lands on the home page from a campaign
 * and fills the form a few pages later, so the tags are remembered for the browser session.
 */
export type Campaign = Partial<Record<UtmField, string>>;

const UTM_MAX = LEAD_LIMITS.utm;
const STORAGE_KEY = 'atelier.campaign';

export function readCampaign(params: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const key of UTM_FIELDS) {
    const value = params.get(key)?.trim();
    if (value) campaign[key] = value.slice(0, UTM_MAX);
  }
  return campaign;
}

export function rememberCampaign(params: URLSearchParams): void {
  const campaign = readCampaign(params);
  if (Object.keys(campaign).length === 0) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Storage may be disabled; the tags then count only on the page that carries them.
  }
}

export function recalledCampaign(): Campaign {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return readCampaign(new URLSearchParams(stored as Record<string, string>));
  } catch {
    return {};
  }
}
