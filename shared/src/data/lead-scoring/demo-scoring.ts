import type { ScoringCondition, ScoringCriterion } from '../../contract/lead-scoring';
import type { LeadFields, LeadScoring } from '../../contract/leads';
import { scoreLead } from '../../records/lead-scorer';

/**
 * The seeded scoring criteria (docs/leads.md "Scoring", spec §9 weights, the backend's
 * `defaultScoringCriteria`) as demo data, scored by the server's own scorer
 * (`@atelier/shared/records`): a believable score and breakdown for the demo leads and for
 * leads created while offline. The server reads its criteria from the database; this copy
 * never changes.
 */
type ScoredFields = Pick<
  LeadFields,
  | 'email'
  | 'phone'
  | 'company'
  | 'company_size'
  | 'source'
  | 'project_type'
  | 'budget'
  | 'timeline'
  | 'notes'
  | 'utm_campaign'
>;

const range = (min?: number, max?: number) => ({
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const oneOf = (...values: string[]) => ({ in: values });
const rule = (label: string, points: number, when: ScoringCondition['when']) => ({
  label,
  points,
  when,
});

const criterion = (
  key: string,
  name: string,
  category: ScoringCriterion['category'],
  weight: number,
  combine: ScoringCriterion['combine'],
  conditions: ScoringCondition[],
): ScoringCriterion => ({ key, name, category, weight, combine, is_active: true, conditions });

export const DEMO_SCORING_CRITERIA: ScoringCriterion[] = [
  criterion('budget', 'Budget', 'firmographic', 25, 'best', [
    rule('$50,000 or more', 25, { budget: range(50_000) }),
    rule('$25,000 to $49,999', 20, { budget: range(25_000) }),
    rule('$10,000 to $24,999', 15, { budget: range(10_000) }),
    rule('$5,000 to $9,999', 10, { budget: range(5_000) }),
    rule('Under $5,000', 4, { budget: range(0) }),
  ]),
  criterion('timeline', 'Timeline', 'behavioral', 20, 'best', [
    rule('As soon as possible', 20, { timeline: oneOf('asap') }),
    rule('Within 1 to 3 months', 16, { timeline: oneOf('oneToThree') }),
    rule('Within 3 to 6 months', 10, { timeline: oneOf('threeToSix') }),
    rule('Flexible', 6, { timeline: oneOf('flexible') }),
  ]),
  criterion('company_size', 'Company size', 'firmographic', 15, 'best', [
    rule('More than 200 people', 15, { company_size: oneOf('201-1000', '1000+') }),
    rule('51 to 200 people', 12, { company_size: oneOf('51-200') }),
    rule('11 to 50 people', 9, { company_size: oneOf('11-50') }),
    rule('1 to 10 people', 5, { company_size: oneOf('1-10') }),
    rule('Size not given: company named, business e-mail', 8, {
      company_size: null,
      has_company: true,
      email_type: oneOf('business'),
    }),
    rule('Size not given: company named', 5, { company_size: null, has_company: true }),
    rule('Size not given: business e-mail', 3, {
      company_size: null,
      email_type: oneOf('business'),
    }),
  ]),
  criterion('engagement', 'Engagement', 'engagement', 20, 'sum', [
    rule('Used the estimator', 10, { source: oneOf('estimator') }),
    rule('Detailed message (200+ characters)', 8, { notes_length: range(200) }),
    rule('Short message (40-199 characters)', 4, { notes_length: range(40, 199) }),
    rule('Left a phone number', 4, { has_phone: true }),
    rule('Named the project type', 4, { has_project_type: true }),
    rule('Came from a campaign', 4, { has_campaign: true }),
    rule('Visited 3+ pages before the form', 4, { pages_viewed: range(3) }),
  ]),
  criterion('source', 'Source', 'behavioral', 10, 'best', [
    rule('Referral', 10, { source: oneOf('referral') }),
    rule('Estimator', 8, { source: oneOf('estimator') }),
    rule('Campaign', 6, { source: oneOf('campaign') }),
    rule('Entered by the agency', 5, { source: oneOf('manual') }),
    rule('Direct', 4, { source: oneOf('direct') }),
  ]),
  criterion('email', 'E-mail', 'demographic', 10, 'best', [
    rule('Business domain', 10, { email_type: oneOf('business') }),
    rule('Free mailbox', 4, { email_type: oneOf('free') }),
  ]),
];

/**
 * A demo lead's score under `criteria` (the seeded ones unless given), as the server scores it.
 * Demo leads carry no page views, as leads the agency typed in: 0.
 */
export function scoreDemoLead(
  lead: ScoredFields,
  criteria: readonly ScoringCriterion[] = DEMO_SCORING_CRITERIA,
): LeadScoring {
  return scoreLead({ ...lead, pages_viewed: 0 }, criteria);
}
