import {
  campaignAnswer,
  campaignIdInput,
  campaignStatsAnswer,
  campaignsAnswer,
  confirmedSubscriptionAnswer,
  createCampaignInput,
  deletedCampaignAnswer,
  exportSubscribersInput,
  getSubscribersInput,
  newsletterIssueAnswer,
  newsletterIssuesAnswer,
  newsletterTokenInput,
  sendIssueInput,
  subscribedAnswer,
  subscribeInput,
  subscriberPageSchema,
  subscribersExportAnswer,
  unsubscribedAnswer,
  updateCampaignInput,
} from '../marketing';
import { defineActions } from './define';

/** `POST /functions/v1/marketing`: campaigns and the newsletter (docs/marketing.md). */
export const marketing = defineActions('marketing', {
  get_campaigns: { access: 'admin', output: campaignsAnswer },
  create_campaign: { access: 'admin', input: createCampaignInput, output: campaignAnswer },
  update_campaign: { access: 'admin', input: updateCampaignInput, output: campaignAnswer },
  delete_campaign: { access: 'admin', input: campaignIdInput, output: deletedCampaignAnswer },
  get_campaign_stats: { access: 'admin', input: campaignIdInput, output: campaignStatsAnswer },
  /** The public double opt-in sign-up: the same answer whoever subscribes. */
  subscribe: { access: 'public', input: subscribeInput, output: subscribedAnswer },
  /** The confirmation link's token is the credential. */
  confirm_subscription: {
    access: 'public',
    credentialsInPayload: true,
    input: newsletterTokenInput,
    output: confirmedSubscriptionAnswer,
  },
  /** An e-mail's unsubscribe token is the credential. */
  unsubscribe: {
    access: 'public',
    credentialsInPayload: true,
    input: newsletterTokenInput,
    output: unsubscribedAnswer,
  },
  get_subscribers: { access: 'admin', input: getSubscribersInput, output: subscriberPageSchema },
  /** Every subscriber (of one status, if given) as CSV text. */
  export_subscribers: {
    access: 'admin',
    input: exportSubscribersInput,
    output: subscribersExportAnswer,
  },
  /** Stores the issue as `sending`; a job sends it to the confirmed subscribers. */
  send_issue: { access: 'admin', input: sendIssueInput, output: newsletterIssueAnswer },
  get_issues: { access: 'admin', output: newsletterIssuesAnswer },
});
