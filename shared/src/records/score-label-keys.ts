/**
 * The seeded scoring criteria's English names and condition labels (migration 0003, 0016;
 * `backend/src/functions/lead-management/default-criteria.ts`), each with a stable id, so a
 * breakdown answers ids the admin's language words (`scoreLabels.criteria.<key>`,
 * `scoreLabels.conditions.<id>`). A name or label an admin has changed has no id: it is their
 * own text and is shown as written.
 */
export const DEFAULT_CRITERION_NAMES: Readonly<Record<string, string>> = {
  budget: 'Budget',
  timeline: 'Timeline',
  company_size: 'Company size',
  engagement: 'Engagement',
  source: 'Source',
  email: 'E-mail',
};

export const DEFAULT_CONDITION_LABELS: Readonly<Record<string, string>> = {
  budget_50k_plus: '$50,000 or more',
  budget_25k_50k: '$25,000 to $49,999',
  budget_10k_25k: '$10,000 to $24,999',
  budget_5k_10k: '$5,000 to $9,999',
  budget_under_5k: 'Under $5,000',
  timeline_asap: 'As soon as possible',
  timeline_1_3_months: 'Within 1 to 3 months',
  timeline_3_6_months: 'Within 3 to 6 months',
  timeline_flexible: 'Flexible',
  size_200_plus: 'More than 200 people',
  size_51_200: '51 to 200 people',
  size_11_50: '11 to 50 people',
  size_1_10: '1 to 10 people',
  size_unknown_company_business: 'Size not given: company named, business e-mail',
  size_unknown_company: 'Size not given: company named',
  size_unknown_business: 'Size not given: business e-mail',
  engagement_estimator: 'Used the estimator',
  engagement_detailed_message: 'Detailed message (200+ characters)',
  engagement_short_message: 'Short message (40-199 characters)',
  engagement_phone: 'Left a phone number',
  engagement_project_type: 'Named the project type',
  engagement_campaign: 'Came from a campaign',
  engagement_pages: 'Visited 3+ pages before the form',
  source_referral: 'Referral',
  source_estimator: 'Estimator',
  source_campaign: 'Campaign',
  source_manual: 'Entered by the agency',
  source_direct: 'Direct',
  email_business: 'Business domain',
  email_free: 'Free mailbox',
};

const conditionIdByLabel = new Map(
  Object.entries(DEFAULT_CONDITION_LABELS).map(([id, label]) => [label, id]),
);

/** The criterion's key when it still has its seeded name, else null. */
export function criterionNameKey(key: string, name: string): string | null {
  return DEFAULT_CRITERION_NAMES[key] === name ? key : null;
}

/** The id of a seeded condition label, else null. */
export function conditionLabelKey(label: string): string | null {
  return conditionIdByLabel.get(label) ?? null;
}
