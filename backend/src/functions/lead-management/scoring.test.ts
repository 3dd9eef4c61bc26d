import { leadGrade } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { defaultScoringCriteria } from './default-criteria.ts';
import {
  emailType,
  type ScoringCriterion,
  type ScoringInput,
  scoreLead,
  scoringCriterionSchema,
} from './scoring.ts';

const criterion = (overrides: Partial<ScoringCriterion>): ScoringCriterion => ({
  key: 'budget',
  name: 'Budget',
  category: 'firmographic',
  weight: 25,
  combine: 'best',
  conditions: [],
  is_active: true,
  ...overrides,
});

const budget = criterion({
  conditions: [
    { label: '$50,000+', points: 25, when: { budget: { min: 50000 } } },
    { label: '$10,000+', points: 15, when: { budget: { min: 10000 } } },
    { label: 'Any budget', points: 5, when: { budget: { min: 0 } } },
  ],
});
const timeline = criterion({
  key: 'timeline',
  name: 'Timeline',
  category: 'behavioral',
  weight: 20,
  conditions: [
    { label: 'ASAP', points: 20, when: { timeline: { in: ['asap'] } } },
    { label: 'Flexible', points: 6, when: { timeline: { in: ['flexible'] } } },
  ],
});
const companySize = criterion({
  key: 'company_size',
  name: 'Company size',
  weight: 15,
  conditions: [
    { label: '200+', points: 15, when: { company_size: { in: ['201-1000', '1000+'] } } },
    { label: '1-10', points: 5, when: { company_size: { in: ['1-10'] } } },
    {
      label: 'Named, business e-mail',
      points: 8,
      when: { company_size: null, has_company: true, email_type: { in: ['business'] } },
    },
  ],
});
const engagement = criterion({
  key: 'engagement',
  name: 'Engagement',
  category: 'engagement',
  weight: 20,
  combine: 'sum',
  conditions: [
    { label: 'Estimator', points: 10, when: { source: { in: ['estimator'] } } },
    { label: 'Long message', points: 6, when: { notes_length: { min: 200 } } },
    { label: 'Campaign', points: 4, when: { has_campaign: true } },
    { label: 'Bonus that overflows', points: 5, when: {} },
  ],
});
const source = criterion({
  key: 'source',
  name: 'Source',
  category: 'behavioral',
  weight: 10,
  conditions: [
    { label: 'Referral', points: 10, when: { source: { in: ['referral'] } } },
    { label: 'Estimator', points: 8, when: { source: { in: ['estimator'] } } },
  ],
});
const email = criterion({
  key: 'email',
  name: 'E-mail',
  category: 'demographic',
  weight: 10,
  conditions: [
    { label: 'Business', points: 10, when: { email_type: { in: ['business'] } } },
    { label: 'Free', points: 4, when: { email_type: { in: ['free'] } } },
  ],
});
const criteria = [budget, timeline, companySize, engagement, source, email];

const lead = (overrides: Partial<ScoringInput> = {}): ScoringInput => ({
  email: 'jane@gmail.com',
  phone: null,
  source: 'direct',
  project_type: null,
  budget: null,
  timeline: null,
  company: null,
  company_size: null,
  notes: null,
  utm_campaign: null,
  pages_viewed: 0,
  ...overrides,
});

describe('leadGrade', () => {
  it.each([
    [100, 'A'],
    [80, 'A'],
    [79, 'B'],
    [60, 'B'],
    [59, 'C'],
    [40, 'C'],
    [39, 'D'],
    [0, 'D'],
  ])('grades %i as %s', (score, grade) => {
    expect(leadGrade(score)).toBe(grade);
  });
});

describe('emailType', () => {
  it('tells free mailboxes, in any country, from business domains', () => {
    expect(emailType('a@gmail.com')).toBe('free');
    expect(emailType('a@Yahoo.co.uk')).toBe('free');
    expect(emailType('a@outlook.fr')).toBe('free');
    expect(emailType('a@proton.me')).toBe('free');
    expect(emailType('a@studio-nord.com')).toBe('business');
    expect(emailType('not-an-address')).toBeNull();
  });
});

describe('scoreLead', () => {
  it('has default weights that add up to 100', () => {
    expect(defaultScoringCriteria.reduce((total, item) => total + item.weight, 0)).toBe(100);
  });

  it('gives the best lead exactly 100 by the default criteria, each at its weight', () => {
    const { score, breakdown } = scoreLead(
      lead({
        email: 'cto@bigcorp.com',
        phone: '+1 555 0100',
        source: 'referral',
        project_type: 'saas',
        budget: 80000,
        timeline: 'asap',
        company: 'BigCorp',
        company_size: '1000+',
        notes: 'x'.repeat(250),
        utm_campaign: 'spring',
      }),
      defaultScoringCriteria,
    );
    expect(score).toBe(100);
    expect(breakdown.map((item) => item.points)).toEqual(breakdown.map((item) => item.max));
  });

  it('scores a typical form lead by the default criteria', () => {
    const { score, breakdown } = scoreLead(
      lead({
        email: 'jane@studio.com',
        source: 'estimator',
        project_type: 'ecommerce',
        budget: 10000,
        timeline: 'oneToThree',
        company: 'Studio',
      }),
      defaultScoringCriteria,
    );
    const points = Object.fromEntries(breakdown.map((item) => [item.key, item.points]));
    expect(points).toEqual({
      budget: 15,
      timeline: 16,
      company_size: 8,
      engagement: 14,
      source: 8,
      email: 10,
    });
    expect(score).toBe(71);
    expect(leadGrade(score)).toBe('B');
  });

  it('gives a lead that matches nothing 0', () => {
    const empty = lead({ email: 'x', source: 'manual' });
    expect(scoreLead(empty, criteria.slice(0, 3)).score).toBe(0);
  });

  it('counts only the best matching condition of a "best" criterion', () => {
    const [item] = scoreLead(lead({ budget: 60000 }), [budget]).breakdown;
    expect(item).toEqual({
      key: 'budget',
      name: 'Budget',
      category: 'firmographic',
      points: 25,
      max: 25,
      matched: ['$50,000+'],
      name_key: 'budget',
      matched_keys: [null],
    });
  });

  it('adds up the matching conditions of a "sum" criterion, capped at its weight', () => {
    const some = scoreLead(lead({ source: 'estimator' }), [engagement]).breakdown[0];
    expect(some?.points).toBe(15);
    expect(some?.matched).toEqual(['Estimator', 'Bonus that overflows']);
    const all = lead({ source: 'estimator', notes: 'y'.repeat(300), utm_campaign: 'c' });
    expect(scoreLead(all, [engagement]).breakdown[0]?.points).toBe(20);
  });

  it('matches null only when the fact is not given, and never a range on a missing value', () => {
    const named = lead({ email: 'a@firm.com', company: 'Firm' });
    expect(scoreLead(named, [companySize]).breakdown[0]?.points).toBe(8);
    const small = { ...named, company_size: '1-10' };
    expect(scoreLead(small, [companySize]).breakdown[0]?.points).toBe(5);
    expect(scoreLead(lead(), [budget]).breakdown[0]?.points).toBe(0);
  });

  it('leaves inactive criteria out and normalises to the weights still active', () => {
    const strong = lead({ budget: 60000, timeline: 'asap', email: 'a@firm.com' });
    const withoutBudget = criteria.map((item) =>
      item.key === 'budget' ? { ...item, is_active: false } : item,
    );
    const result = scoreLead(strong, withoutBudget);
    expect(result.breakdown.map((item) => item.key)).not.toContain('budget');
    // timeline 20 + email 10 + engagement bonus 5 = 35 of the 75 points still active.
    expect(result.score).toBe(Math.round((100 * 35) / 75));
    expect(scoreLead(strong, criteria).score).toBe(25 + 20 + 10 + 5);
  });

  it('scores 0 when no criterion is active', () => {
    const off = criteria.map((item) => ({ ...item, is_active: false }));
    expect(scoreLead(lead({ budget: 90000 }), off)).toEqual({ score: 0, breakdown: [] });
  });

  it('lands on the grade boundaries through the points', () => {
    const flat = (weight: number, points: number) =>
      criterion({ weight, conditions: [{ label: 'always', points, when: {} }] });
    const scoreOf = (points: number) => scoreLead(lead(), [flat(100, points)]).score;
    expect([39, 40, 59, 60, 79, 80].map((points) => leadGrade(scoreOf(points)))).toEqual([
      'D',
      'C',
      'C',
      'B',
      'B',
      'A',
    ]);
  });
});

describe('scoringCriterionSchema', () => {
  it('refuses conditions on an unknown fact or with an empty range', () => {
    const withCondition = (when: unknown) => ({
      ...budget,
      conditions: [{ label: 'x', points: 1, when }],
    });
    expect(scoringCriterionSchema.safeParse(withCondition({ shoe_size: { min: 1 } })).success).toBe(
      false,
    );
    expect(scoringCriterionSchema.safeParse(withCondition({ budget: {} })).success).toBe(false);
    expect(scoringCriterionSchema.safeParse(withCondition({ budget: { min: 1 } })).success).toBe(
      true,
    );
  });
});
