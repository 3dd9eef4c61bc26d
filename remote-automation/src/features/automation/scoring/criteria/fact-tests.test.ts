import { describe, expect, it } from 'vitest';
import { buildWhen, factKind, whenParts } from './fact-tests';

const blank = { min: '', max: '', flag: true, values: [] as string[] };

describe('fact tests', () => {
  it('reads each kind of test of a when, in order', () => {
    expect(
      whenParts({
        company_size: null,
        has_company: true,
        email_type: { in: ['business'] },
        notes_length: { min: 40, max: 199 },
      }),
    ).toEqual([
      { fact: 'company_size', kind: 'missing' },
      { fact: 'has_company', kind: 'flag', value: true },
      { fact: 'email_type', kind: 'choice', values: ['business'] },
      { fact: 'notes_length', kind: 'range', min: 40, max: 199 },
    ]);
    expect(whenParts({})).toEqual([]);
  });

  it('knows the kind of every fact, new ones included', () => {
    expect(factKind('budget')).toBe('range');
    expect(factKind('pages_viewed')).toBe('range');
    expect(factKind('has_phone')).toBe('flag');
    expect(factKind('timeline')).toBe('choice');
  });

  it('builds a one-fact when only once it is complete', () => {
    expect(buildWhen('budget', { ...blank, min: '50000' })).toEqual({ budget: { min: 50000 } });
    expect(buildWhen('budget', blank)).toBeNull();
    expect(buildWhen('budget', { ...blank, min: 'lots' })).toBeNull();
    expect(buildWhen('has_phone', { ...blank, flag: false })).toEqual({ has_phone: false });
    expect(buildWhen('source', blank)).toBeNull();
    expect(buildWhen('source', { ...blank, values: ['referral'] })).toEqual({
      source: { in: ['referral'] },
    });
  });
});
