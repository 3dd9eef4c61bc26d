import { PROPOSAL_CONSENT_TEXT } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import english from './locales/en.json';
import { flowStage, progressSteps, showsProgress, signingTokenOf } from './proposal-flow';

describe('progressSteps', () => {
  it('lists the three steps in order before acceptance, the proposal current', () => {
    expect(progressSteps({ proposal: 'current', contract: 'pending', deposit: 'pending' })).toEqual(
      [
        { name: 'proposal', state: 'current' },
        { name: 'contract', state: 'pending' },
        { name: 'deposit', state: 'pending' },
      ],
    );
  });

  it('leaves out a step the proposal does not have', () => {
    expect(progressSteps({ proposal: 'current', contract: 'none', deposit: 'pending' })).toEqual([
      { name: 'proposal', state: 'current' },
      { name: 'deposit', state: 'pending' },
    ]);
    expect(progressSteps({ proposal: 'done', contract: 'none', deposit: 'none' })).toEqual([
      { name: 'proposal', state: 'done' },
    ]);
  });
});

describe('flowStage', () => {
  it('asks for the acceptance while the proposal is sent and current', () => {
    expect(
      flowStage('sent', { proposal: 'current', contract: 'pending', deposit: 'pending' }),
    ).toBe('accept');
  });

  it('goes on with the contract, then the deposit, then the summary', () => {
    expect(
      flowStage('accepted', { proposal: 'done', contract: 'current', deposit: 'pending' }),
    ).toBe('contract');
    expect(flowStage('accepted', { proposal: 'done', contract: 'done', deposit: 'current' })).toBe(
      'deposit',
    );
    expect(flowStage('accepted', { proposal: 'done', contract: 'done', deposit: 'done' })).toBe(
      'done',
    );
  });

  it('skips the steps a proposal does not have', () => {
    expect(flowStage('accepted', { proposal: 'done', contract: 'none', deposit: 'current' })).toBe(
      'deposit',
    );
    expect(flowStage('accepted', { proposal: 'done', contract: 'none', deposit: 'none' })).toBe(
      'done',
    );
  });

  it('shows a declined or expired proposal as such, with no progress line', () => {
    const declined = flowStage('declined', { proposal: 'done', contract: 'none', deposit: 'none' });
    expect(declined).toBe('declined');
    expect(showsProgress(declined)).toBe(false);
    const expired = flowStage('expired', {
      proposal: 'current',
      contract: 'pending',
      deposit: 'none',
    });
    expect(expired).toBe('expired');
    expect(showsProgress(expired)).toBe(false);
    expect(showsProgress('deposit')).toBe(true);
  });
});

describe('signingTokenOf', () => {
  it('reads the token of a relative or absolute signing link', () => {
    expect(signingTokenOf('/sign/abc123')).toBe('abc123');
    expect(signingTokenOf('https://atelier.example/sign/abc123?x=1')).toBe('abc123');
    expect(signingTokenOf('https://atelier.example/contracts')).toBeNull();
  });
});

describe('the consent the client agrees to', () => {
  it('reads in English exactly as the server stores it with the evidence', () => {
    expect(english.flow.accept.consent).toBe(PROPOSAL_CONSENT_TEXT);
  });
});
