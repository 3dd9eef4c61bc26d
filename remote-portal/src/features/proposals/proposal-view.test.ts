import { formatFor } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  acceptanceProblems,
  canAnswerProposal,
  isReasonTooLong,
  proposalTotals,
  taxRateText,
} from './proposal-view';

const base = {
  subtotal_cents: 100000,
  discount_cents: 0,
  tax_rate_bp: 0,
  tax_cents: 0,
  total_cents: 100000,
};

describe('proposalTotals', () => {
  it('shows only the subtotal and total when there is no discount or tax', () => {
    expect(proposalTotals(base)).toEqual([
      { kind: 'subtotal', cents: 100000 },
      { kind: 'total', cents: 100000 },
    ]);
  });

  it('shows the discount taken off and the tax, as the server computed them', () => {
    const lines = proposalTotals({
      subtotal_cents: 100000,
      discount_cents: 10000,
      tax_rate_bp: 2000,
      tax_cents: 18000,
      total_cents: 108000,
    });
    expect(lines).toEqual([
      { kind: 'subtotal', cents: 100000 },
      { kind: 'discount', cents: -10000 },
      { kind: 'tax', cents: 18000 },
      { kind: 'total', cents: 108000 },
    ]);
    expect(lines.slice(0, 3).reduce((sum, line) => sum + line.cents, 0)).toBe(108000);
  });

  it('writes the tax rate as a percentage in the reader’s language', () => {
    expect(taxRateText(2000, formatFor('en'))).toBe('20%');
    expect(taxRateText(550, formatFor('en'))).toBe('5.5%');
    expect(taxRateText(550, formatFor('fr')).replace(/\s/g, ' ')).toBe('5,5 %');
  });
});

describe('answering', () => {
  it('takes an answer only while the proposal is sent', () => {
    expect(canAnswerProposal({ status: 'sent' })).toBe(true);
    for (const status of ['accepted', 'declined', 'expired', 'draft'] as const) {
      expect(canAnswerProposal({ status })).toBe(false);
    }
  });

  it('keeps a decline reason to the server’s limit', () => {
    expect(isReasonTooLong('x'.repeat(1000), 1000)).toBe(false);
    expect(isReasonTooLong('x'.repeat(1001), 1000)).toBe(true);
    expect(isReasonTooLong(`  ${'x'.repeat(1000)}  `, 1000)).toBe(false);
  });
});

describe('accepting', () => {
  it('needs the consent and a signature, and names both problems at once', () => {
    expect(acceptanceProblems(true, null)).toEqual({ consent: null, signature: null });
    expect(acceptanceProblems(false, 'signing.sign.errors.nameRequired')).toEqual({
      consent: 'proposals.flow.accept.consentRequired',
      signature: 'signing.sign.errors.nameRequired',
    });
  });
});
