import { leadGrade } from '@atelier/shared/contract';
import { bestPossibleScore, withPointScales } from '@atelier/shared/records';
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

describe('weights scale the points (issue 28)', () => {
  const weights = (changes: Record<string, number>) =>
    withPointScales(
      defaultScoringCriteria.map((c) =>
        c.key in changes ? { ...c, weight: changes[c.key] as number } : c,
      ),
      defaultScoringCriteria,
    );
  const best: ScoringInput = {
    budget: 80_000,
    timeline: 'asap',
    company_size: '1000+',
    source: 'referral',
    company: 'Acme',
    phone: '+1 555 0100',
    project_type: 'ecommerce',
    utm_campaign: 'spring',
    notes: 'x'.repeat(250),
    email: 'ceo@acme.example',
    pages_viewed: 5,
  } as ScoringInput;

  it('makes a condition worth its share of the new weight: Budget 25 → 40, $50,000 earns 40', () => {
    const criteria = weights({ budget: 40, timeline: 15, company_size: 10, engagement: 15 });
    const [budgetPart] = scoreLead({ ...best, budget: 50_000 }, criteria).breakdown;
    expect(budgetPart).toMatchObject({ key: 'budget', points: 40, max: 40 });
    // $10,000 is 15 of 25: 60 % of the weight, so 24 of 40.
    const [tenThousand] = scoreLead({ ...best, budget: 10_000 }, criteria).breakdown;
    expect(tenThousand?.points).toBe(24);
  });

  it('lets the best lead reach 100 under any weights that total 100', () => {
    expect(scoreLead(best, defaultScoringCriteria).score).toBe(100);
    const keys = defaultScoringCriteria.map((c) => c.key);
    for (let seed = 1; seed <= 25; seed += 1) {
      // Deterministic weights totalling 100, each at least 1.
      const raw = keys.map((_, index) => ((seed * (index + 3) * 7919) % 29) + 1);
      const sum = raw.reduce((a, b) => a + b, 0);
      const shares = raw.map((value) => Math.floor((value * 100) / sum));
      shares[0] = (shares[0] ?? 0) + 100 - shares.reduce((a, b) => a + b, 0);
      const criteria = weights(Object.fromEntries(keys.map((key, i) => [key, shares[i] ?? 0])));
      expect(scoreLead(best, criteria).score, JSON.stringify(shares)).toBe(100);
    }
  });

  it('says the best possible score the editor shows', () => {
    expect(bestPossibleScore(defaultScoringCriteria)).toBe(100);
    expect(bestPossibleScore(weights({ budget: 40, timeline: 5 }))).toBe(100);
    // Without the scale pinned (what the old rule did), Budget at 40 capped at 25 points.
    const capped = defaultScoringCriteria.map((c) =>
      c.key === 'budget' ? { ...c, weight: 40, points_scale: 40 } : c,
    );
    expect(bestPossibleScore(capped)).toBeLessThan(100);
  });

  it('keeps a scale set before when the weight changes again', () => {
    const once = weights({ budget: 40, timeline: 5 });
    const twice = withPointScales(
      once.map((c) => (c.key === 'budget' ? { ...c, weight: 30, points_scale: undefined } : c)),
      once,
    );
    expect(twice.find((c) => c.key === 'budget')?.points_scale).toBe(25);
  });
});
