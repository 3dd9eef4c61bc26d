import type { ScoringCriterion } from './scoring.ts';

/**
 * The criteria migration 0003 seeds (spec §9 weights; 0016 adds the page-count condition), as data. Tests score against it, and
 * a database test checks that the seeded rows still equal it.
 */
export const defaultScoringCriteria: ScoringCriterion[] = [
  {
    key: 'budget',
    name: 'Budget',
    category: 'firmographic',
    weight: 25,
    combine: 'best',
    is_active: true,
    conditions: [
      { label: '$50,000 or more', points: 25, when: { budget: { min: 50000 } } },
      { label: '$25,000 to $49,999', points: 20, when: { budget: { min: 25000 } } },
      { label: '$10,000 to $24,999', points: 15, when: { budget: { min: 10000 } } },
      { label: '$5,000 to $9,999', points: 10, when: { budget: { min: 5000 } } },
      { label: 'Under $5,000', points: 4, when: { budget: { min: 0 } } },
    ],
  },
  {
    key: 'timeline',
    name: 'Timeline',
    category: 'behavioral',
    weight: 20,
    combine: 'best',
    is_active: true,
    conditions: [
      { label: 'As soon as possible', points: 20, when: { timeline: { in: ['asap'] } } },
      { label: 'Within 1 to 3 months', points: 16, when: { timeline: { in: ['oneToThree'] } } },
      { label: 'Within 3 to 6 months', points: 10, when: { timeline: { in: ['threeToSix'] } } },
      { label: 'Flexible', points: 6, when: { timeline: { in: ['flexible'] } } },
    ],
  },
  {
    key: 'company_size',
    name: 'Company size',
    category: 'firmographic',
    weight: 15,
    combine: 'best',
    is_active: true,
    conditions: [
      {
        label: 'More than 200 people',
        points: 15,
        when: { company_size: { in: ['201-1000', '1000+'] } },
      },
      { label: '51 to 200 people', points: 12, when: { company_size: { in: ['51-200'] } } },
      { label: '11 to 50 people', points: 9, when: { company_size: { in: ['11-50'] } } },
      { label: '1 to 10 people', points: 5, when: { company_size: { in: ['1-10'] } } },
      {
        label: 'Size not given: company named, business e-mail',
        points: 8,
        when: { company_size: null, has_company: true, email_type: { in: ['business'] } },
      },
      {
        label: 'Size not given: company named',
        points: 5,
        when: { company_size: null, has_company: true },
      },
      {
        label: 'Size not given: business e-mail',
        points: 3,
        when: { company_size: null, email_type: { in: ['business'] } },
      },
    ],
  },
  {
    key: 'engagement',
    name: 'Engagement',
    category: 'engagement',
    weight: 20,
    combine: 'sum',
    is_active: true,
    conditions: [
      { label: 'Used the estimator', points: 10, when: { source: { in: ['estimator'] } } },
      {
        label: 'Detailed message (200+ characters)',
        points: 8,
        when: { notes_length: { min: 200 } },
      },
      {
        label: 'Short message (40-199 characters)',
        points: 4,
        when: { notes_length: { min: 40, max: 199 } },
      },
      { label: 'Left a phone number', points: 4, when: { has_phone: true } },
      { label: 'Named the project type', points: 4, when: { has_project_type: true } },
      { label: 'Came from a campaign', points: 4, when: { has_campaign: true } },
      {
        label: 'Visited 3+ pages before the form',
        points: 4,
        when: { pages_viewed: { min: 3 } },
      },
    ],
  },
  {
    key: 'source',
    name: 'Source',
    category: 'behavioral',
    weight: 10,
    combine: 'best',
    is_active: true,
    conditions: [
      { label: 'Referral', points: 10, when: { source: { in: ['referral'] } } },
      { label: 'Estimator', points: 8, when: { source: { in: ['estimator'] } } },
      { label: 'Campaign', points: 6, when: { source: { in: ['campaign'] } } },
      { label: 'Entered by the agency', points: 5, when: { source: { in: ['manual'] } } },
      { label: 'Direct', points: 4, when: { source: { in: ['direct'] } } },
    ],
  },
  {
    key: 'email',
    name: 'E-mail',
    category: 'demographic',
    weight: 10,
    combine: 'best',
    is_active: true,
    conditions: [
      { label: 'Business domain', points: 10, when: { email_type: { in: ['business'] } } },
      { label: 'Free mailbox', points: 4, when: { email_type: { in: ['free'] } } },
    ],
  },
];
