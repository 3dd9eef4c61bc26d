import { marketing as marketingActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import {
  createCampaign,
  deleteCampaign,
  getCampaignStats,
  getCampaigns,
  updateCampaign,
} from './campaign-actions.ts';
import { confirmSubscription } from './confirm-subscription.ts';
import { getIssues, sendIssue } from './issue-actions.ts';
import { subscribe } from './subscribe.ts';
import { exportSubscribers, getSubscribers } from './subscriber-actions.ts';
import { unsubscribe } from './unsubscribe.ts';

/** `POST /functions/v1/marketing`; the contract is in docs/marketing.md. */
export const marketing = defineFunction(marketingActions, {
  get_campaigns: getCampaigns,
  create_campaign: createCampaign,
  update_campaign: updateCampaign,
  delete_campaign: deleteCampaign,
  get_campaign_stats: getCampaignStats,
  subscribe,
  confirm_subscription: confirmSubscription,
  unsubscribe,
  get_subscribers: getSubscribers,
  export_subscribers: exportSubscribers,
  send_issue: sendIssue,
  get_issues: getIssues,
});
