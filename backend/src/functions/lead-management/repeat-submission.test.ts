import { LEAD_LIMITS } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { sampleLead } from './lead-test-kit.ts';
import { appendFollowUp, mergeRepeat } from './repeat-submission.ts';

const at = new Date('2026-01-31T09:30:45.123Z');

describe('appendFollowUp', () => {
  it('appends the message under a timestamp line', () => {
    expect(appendFollowUp('First', 'Second', at)).toBe(
      'First\n\n--- Follow-up, 2026-01-31 09:30 UTC ---\nSecond',
    );
    expect(appendFollowUp(null, 'Second', at)).toBe(
      '--- Follow-up, 2026-01-31 09:30 UTC ---\nSecond',
    );
  });

  it('keeps the notes as they are without a message, or once they would pass the limit', () => {
    expect(appendFollowUp('First', null, at)).toBe('First');
    const full = 'x'.repeat(LEAD_LIMITS.notes - 10);
    expect(appendFollowUp(full, 'A message that does not fit', at)).toBe(full);
  });
});

describe('mergeRepeat', () => {
  it('fills only the empty fields and keeps name, source and status', () => {
    const first = sampleLead({ name: 'Jane', status: 'contacted', budget: 5000, notes: 'Hi' });
    const repeat = sampleLead({
      name: 'Jane D.',
      source: 'campaign',
      budget: 50000,
      company: 'Studio',
      utm_campaign: 'spring',
      notes: 'Again',
    });
    expect(mergeRepeat(first, repeat, at)).toEqual({
      ...first,
      company: 'Studio',
      utm_campaign: 'spring',
      notes: 'Hi\n\n--- Follow-up, 2026-01-31 09:30 UTC ---\nAgain',
    });
  });
});
