import type { LeadFields, LeadScoring, ScoreCriterion, ScoringCategory } from '../contract/leads';

/**
 * The seeded scoring criteria (docs/leads.md "Scoring", spec §9 weights), reduced to what
 * demo data needs: a believable score and breakdown for leads created while offline. The
 * server reads its criteria from the database; this copy never changes.
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

type Condition = { label: string; points: number; holds: (lead: ScoredFields) => boolean };
type Criterion = {
  key: string;
  name: string;
  category: ScoringCategory;
  weight: number;
  combine: 'best' | 'sum';
  conditions: Condition[];
};

const FREE_MAIL =
  /@(gmail|googlemail|icloud|me|mac|aol|msn|proton|protonmail|pm|mail|gmx|yahoo|ymail|hotmail|outlook|live|yandex|orange|free|laposte|wanadoo)\./i;

const isGiven = (value: string | null | undefined) => (value ?? '').trim() !== '';
const isBusinessMail = (lead: ScoredFields) =>
  lead.email.includes('@') && !FREE_MAIL.test(lead.email);
const budgetAtLeast = (min: number) => (lead: ScoredFields) =>
  lead.budget !== null && lead.budget >= min;
const notesLength = (lead: ScoredFields) => (lead.notes ?? '').trim().length;

const CRITERIA: Criterion[] = [
  {
    key: 'budget',
    name: 'Budget',
    category: 'firmographic',
    weight: 25,
    combine: 'best',
    conditions: [
      { label: '$50,000 or more', points: 25, holds: budgetAtLeast(50_000) },
      { label: '$25,000 to $49,999', points: 20, holds: budgetAtLeast(25_000) },
      { label: '$10,000 to $24,999', points: 15, holds: budgetAtLeast(10_000) },
      { label: '$5,000 to $9,999', points: 10, holds: budgetAtLeast(5_000) },
      { label: 'Under $5,000', points: 4, holds: budgetAtLeast(0) },
    ],
  },
  {
    key: 'timeline',
    name: 'Timeline',
    category: 'behavioral',
    weight: 20,
    combine: 'best',
    conditions: [
      { label: 'As soon as possible', points: 20, holds: (l) => l.timeline === 'asap' },
      { label: 'Within 1 to 3 months', points: 16, holds: (l) => l.timeline === 'oneToThree' },
      { label: 'Within 3 to 6 months', points: 10, holds: (l) => l.timeline === 'threeToSix' },
      { label: 'Flexible', points: 6, holds: (l) => l.timeline === 'flexible' },
    ],
  },
  {
    key: 'company_size',
    name: 'Company size',
    category: 'firmographic',
    weight: 15,
    combine: 'best',
    conditions: [
      {
        label: 'More than 200 people',
        points: 15,
        holds: (l) => l.company_size === '201-1000' || l.company_size === '1000+',
      },
      { label: '51 to 200 people', points: 12, holds: (l) => l.company_size === '51-200' },
      { label: '11 to 50 people', points: 9, holds: (l) => l.company_size === '11-50' },
      { label: '1 to 10 people', points: 5, holds: (l) => l.company_size === '1-10' },
      {
        label: 'Size not given: company named, business e-mail',
        points: 8,
        holds: (l) => !l.company_size && isGiven(l.company) && isBusinessMail(l),
      },
      {
        label: 'Size not given: company named',
        points: 5,
        holds: (l) => !l.company_size && isGiven(l.company),
      },
      {
        label: 'Size not given: business e-mail',
        points: 3,
        holds: (l) => !l.company_size && isBusinessMail(l),
      },
    ],
  },
  {
    key: 'engagement',
    name: 'Engagement',
    category: 'engagement',
    weight: 20,
    combine: 'sum',
    conditions: [
      { label: 'Used the estimator', points: 10, holds: (l) => l.source === 'estimator' },
      {
        label: 'Detailed message (200+ characters)',
        points: 8,
        holds: (l) => notesLength(l) >= 200,
      },
      {
        label: 'Short message (40-199 characters)',
        points: 4,
        holds: (l) => notesLength(l) >= 40 && notesLength(l) < 200,
      },
      { label: 'Left a phone number', points: 4, holds: (l) => isGiven(l.phone) },
      { label: 'Named the project type', points: 4, holds: (l) => isGiven(l.project_type) },
      { label: 'Came from a campaign', points: 4, holds: (l) => isGiven(l.utm_campaign) },
    ],
  },
  {
    key: 'source',
    name: 'Source',
    category: 'behavioral',
    weight: 10,
    combine: 'best',
    conditions: [
      { label: 'Referral', points: 10, holds: (l) => l.source === 'referral' },
      { label: 'Estimator', points: 8, holds: (l) => l.source === 'estimator' },
      { label: 'Campaign', points: 6, holds: (l) => l.source === 'campaign' },
      { label: 'Entered by the agency', points: 5, holds: (l) => l.source === 'manual' },
      { label: 'Direct', points: 4, holds: (l) => l.source === 'direct' },
    ],
  },
  {
    key: 'email',
    name: 'E-mail',
    category: 'demographic',
    weight: 10,
    combine: 'best',
    conditions: [
      { label: 'Business domain', points: 10, holds: isBusinessMail },
      {
        label: 'Free mailbox',
        points: 4,
        holds: (l) => l.email.includes('@') && !isBusinessMail(l),
      },
    ],
  },
];

const TOTAL_WEIGHT = CRITERIA.reduce((sum, criterion) => sum + criterion.weight, 0);

function scoreCriterion(criterion: Criterion, lead: ScoredFields): ScoreCriterion {
  const matching = criterion.conditions.filter((condition) => condition.holds(lead));
  const counted =
    criterion.combine === 'sum'
      ? matching
      : matching.reduce<Condition[]>(
          (best, condition) => (best[0] && best[0].points >= condition.points ? best : [condition]),
          [],
        );
  const earned = counted.reduce((sum, condition) => sum + condition.points, 0);
  return {
    key: criterion.key,
    name: criterion.name,
    category: criterion.category,
    points: Math.min(earned, criterion.weight),
    max: criterion.weight,
    matched: counted.map((condition) => condition.label),
  };
}

export function scoreDemoLead(lead: ScoredFields): LeadScoring {
  const breakdown = CRITERIA.map((criterion) => scoreCriterion(criterion, lead));
  const earned = breakdown.reduce((sum, entry) => sum + entry.points, 0);
  return { score: Math.round((100 * earned) / TOTAL_WEIGHT), breakdown };
}
