import { parseMoneyToCents } from '@atelier/shared';
import { type Campaign, createCampaignInput, type NewCampaign } from '@atelier/shared/contract';
import { centsToInput, checkMoney, schemaProblems } from '../../common/form-rules';
import type { MarketingProblem } from './marketing-form';
import type { UtmTags } from './utm-link';

/** The campaign form's values, as typed. */
export type CampaignValues = UtmTags & {
  name: string;
  channel: string;
  start_date: string;
  end_date: string;
  budget: string;
  currency: string;
};

export const CAMPAIGN_FIELDS = [
  'name',
  'channel',
  'start_date',
  'end_date',
  'budget',
  'currency',
  'landing_path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export function campaignValues(campaign: Campaign | null, today: string): CampaignValues {
  return {
    name: campaign?.name ?? '',
    channel: campaign?.channel ?? 'social',
    start_date: campaign?.start_date ?? today,
    end_date: campaign?.end_date ?? '',
    budget: campaign ? centsToInput(campaign.budget_cents) : '',
    currency: campaign?.currency ?? 'USD',
    landing_path: campaign?.landing_path ?? '/',
    utm_source: campaign?.utm_source ?? '',
    utm_medium: campaign?.utm_medium ?? '',
    utm_campaign: campaign?.utm_campaign ?? '',
    utm_term: campaign?.utm_term ?? '',
    utm_content: campaign?.utm_content ?? '',
  };
}

/** The payload: blanks are "none" (null) so an edit can clear a tag. */
export function campaignPayload(values: CampaignValues): NewCampaign {
  const orNull = (value: string) => value.trim() || null;
  return {
    name: values.name,
    channel: values.channel as NewCampaign['channel'],
    start_date: values.start_date,
    end_date: orNull(values.end_date),
    budget_cents: values.budget.trim() ? (parseMoneyToCents(values.budget) ?? -1) : 0,
    currency: values.currency,
    landing_path: values.landing_path,
    utm_source: orNull(values.utm_source),
    utm_medium: orNull(values.utm_medium),
    utm_campaign: values.utm_campaign,
    utm_term: orNull(values.utm_term),
    utm_content: orNull(values.utm_content),
  };
}

/** The form's problems, by the contract's schema; the budget is read as money first. */
export function campaignProblems(values: CampaignValues): Record<string, MarketingProblem> {
  const money = checkMoney(values.budget);
  const problems: Record<string, MarketingProblem> = schemaProblems(
    createCampaignInput,
    campaignPayload(values),
  );
  const { budget_cents: budgetProblem, ...rest } = problems;
  const budget = money ?? budgetProblem;
  if (budget) rest.budget = budget;
  // The schema's own refinements: the order of the dates, the shape of the path.
  if (rest.end_date?.code === 'characters') rest.end_date = { code: 'endBeforeStart' };
  if (rest.landing_path) rest.landing_path = { code: 'path' };
  if (rest.currency && values.currency.trim()) rest.currency = { code: 'currency' };
  return rest;
}
