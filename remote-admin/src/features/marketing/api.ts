import { actionCaller, type CallOptions, registerDemoHandler } from '@atelier/shared';
import { whileDemoShown } from '@atelier/shared/api';
import type {
  CampaignChanges,
  NewCampaign,
  SubscriberListQuery,
  SubscriberStatus,
} from '@atelier/shared/contract';

/**
 * The `marketing` calls of `/admin/marketing` (docs/marketing.md). Reads fall back to the demo
 * when the server cannot answer; a write reaches the demo only while the page already shows it
 * (which refuses it, DEMO_READ_ONLY).
 */

const MARKETING_FUNCTION = 'marketing' as const;

const call = actionCaller(MARKETING_FUNCTION);

export const marketingKeys = {
  all: ['marketing'] as const,
  campaigns: ['marketing', 'campaigns'] as const,
  subscribers: (query: SubscriberListQuery) => ['marketing', 'subscribers', query] as const,
  issues: ['marketing', 'issues'] as const,
};

export const getCampaigns = (options?: CallOptions) => call('get_campaigns', {}, options);

export const createCampaign = (campaign: NewCampaign) =>
  call('create_campaign', campaign, whileDemoShown());

export const updateCampaign = (changes: CampaignChanges) =>
  call('update_campaign', changes, whileDemoShown());

export const deleteCampaign = (id: string) => call('delete_campaign', { id }, whileDemoShown());

export const getSubscribers = (query: SubscriberListQuery, options?: CallOptions) =>
  call('get_subscribers', query, options);

export const exportSubscribers = (status: SubscriberStatus | undefined) =>
  call('export_subscribers', status ? { status } : {}, whileDemoShown());

export const getIssues = (options?: CallOptions) => call('get_issues', {}, options);

export const sendIssue = (issue: { subject: string; body: string }) =>
  call('send_issue', issue, whileDemoShown());

let isDemoRegistered = false;

/** Registers the sample campaigns and subscribers (loaded on first use). */
export async function registerMarketingDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-marketing');
  for (const [action, handler] of Object.entries(demo.marketingDemoHandlers)) {
    registerDemoHandler(MARKETING_FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}

export const getCampaignStats = (id: string, options?: CallOptions) =>
  call('get_campaign_stats', { id }, options);
