import {
  conditionLabelKey,
  criterionNameKey,
  type ScoringInput,
  scoreLead,
} from '@atelier/shared/records';
import { describe, expect, it } from 'vitest';
import { defaultScoringCriteria } from './default-criteria.ts';

describe('score breakdown ids', () => {
  it('every seeded criterion and condition has an id the admin pages word', () => {
    for (const criterion of defaultScoringCriteria) {
      expect(criterionNameKey(criterion.key, criterion.name)).toBe(criterion.key);
      for (const condition of criterion.conditions) {
        expect(conditionLabelKey(condition.label), condition.label).not.toBeNull();
      }
    }
  });

  it("answers ids beside the English text, and none for an admin's own wording", () => {
    const lead: ScoringInput = {
      budget: 30_000,
      timeline: 'asap',
      company_size: null,
      company: null,
      email: 'jane@studio.com',
      phone: null,
      project_type: null,
      notes: null,
      source: 'referral',
      utm_campaign: null,
      pages_viewed: 0,
    };
    const renamed = defaultScoringCriteria.map((criterion) =>
      criterion.key === 'timeline'
        ? {
            ...criterion,
            name: 'Urgency',
            conditions: criterion.conditions.map((c) => ({ ...c, label: `${c.label}!` })),
          }
        : criterion,
    );
    const { breakdown } = scoreLead(lead, renamed);
    const byKey = Object.fromEntries(breakdown.map((entry) => [entry.key, entry]));
    expect(byKey.budget).toMatchObject({
      name: 'Budget',
      name_key: 'budget',
      matched: ['$25,000 to $49,999'],
      matched_keys: ['budget_25k_50k'],
    });
    expect(byKey.source).toMatchObject({ matched_keys: ['source_referral'] });
    expect(byKey.timeline).toMatchObject({
      name: 'Urgency',
      name_key: null,
      matched: ['As soon as possible!'],
      matched_keys: [null],
    });
  });
});
