import { DEFAULT_CONDITION_LABELS, DEFAULT_CRITERION_NAMES } from '@atelier/shared/records';
import { describe, expect, it } from 'vitest';
import automationEn from '../../../../remote-automation/src/features/automation/scoring/locales/en.json';
import en from '../../locales/en.json';

describe('the score breakdown words', () => {
  it('have, in English, the very text of the seeded criteria the ids stand for', () => {
    for (const labels of [en.leads.scoreLabels, automationEn.scoreLabels]) {
      expect(labels.criteria).toEqual(DEFAULT_CRITERION_NAMES);
      expect(labels.conditions).toEqual(DEFAULT_CONDITION_LABELS);
    }
  });
});
