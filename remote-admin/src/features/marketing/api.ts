import {
  type CallOptions,
  callFunction,
  registerDemoHandler,
  useDemoModeStore,
} from '@atelier/shared';
import type {
  Campaign,
  CampaignChanges,
  NewCampaign,
  NewsletterIssue,
  SubscriberListQuery,
  SubscriberPage,
  SubscriberStatus,
} from '@atelier/shared/contract';

/**
 * The `marketing` calls of `/admin/marketing` (docs/marketing.md). Reads fall back to the demo
 * when the server cannot answer; a write reaches the demo only while the page already shows it
 * (which refuses it, DEMO_READ_ONLY).
 */

const FUNCTION = 'marketing';

export const marketingKeys = {
  all: ['marketing'] as const,
  campaigns: ['marketing', 'campaigns'] as const,
  subscribers: (query: SubscriberListQuery) => ['marketing', 'subscribers', query] as const,
  issues: ['marketing', 'issues'] as const,
};

const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});

export const getCampaigns = (options?: CallOptions) =>
  callFunction<{ campaigns: Campaign[] }>(FUNCTION, 'get_campaigns', {}, options);

export const createCampaign = (campaign: NewCampaign) =>
  callFunction<{ campaign: Campaign }>(FUNCTION, 'create_campaign', campaign, writeOptions());

export const updateCampaign = (changes: CampaignChanges) =>
  callFunction<{ campaign: Campaign }>(FUNCTION, 'update_campaign', changes, writeOptions());

export const deleteCampaign = (id: string) =>
  callFunction<{ id: string }>(FUNCTION, 'delete_campaign', { id }, writeOptions());

export const getSubscribers = (query: SubscriberListQuery, options?: CallOptions) =>
  callFunction<SubscriberPage>(FUNCTION, 'get_subscribers', query, options);

export const exportSubscribers = (status: SubscriberStatus | undefined) =>
  callFunction<{ csv: string; filename: string; count: number }>(
    FUNCTION,
    'export_subscribers',
    status ? { status } : {},
    writeOptions(),
  );

export const getIssues = (options?: CallOptions) =>
  callFunction<{ issues: NewsletterIssue[] }>(FUNCTION, 'get_issues', {}, options);

export const sendIssue = (issue: { subject: string; body: string }) =>
  callFunction<{ issue: NewsletterIssue }>(FUNCTION, 'send_issue', issue, writeOptions());

let isDemoRegistered = false;

/** Registers the sample campaigns and subscribers (loaded on first use). */
export async function registerMarketingDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-marketing');
  for (const [action, handler] of Object.entries(demo.marketingDemoHandlers)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}

export const getCampaignStats = (id: string, options?: CallOptions) =>
  callFunction<{ campaign: Campaign; stats: Campaign['stats'] }>(
    FUNCTION,
    'get_campaign_stats',
    { id },
    options,
  );
