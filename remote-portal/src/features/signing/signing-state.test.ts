import type { SigningDocument } from '@atelier/shared';
import { formatFor, loadErrorStrings, translationsReady } from '@atelier/shared';
import { E_SIGNATURE_CONSENT_TEXT } from '@atelier/shared/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import french from '../../locales/fr.json';
import {
  canDecline,
  formatContractValue,
  isFinalLinkFailure,
  signingFailureMessage,
  signingStage,
} from './signing-state';

function doc(overrides: {
  contract?: Partial<SigningDocument['contract']>;
  signer?: Partial<SigningDocument['signer']>;
  can_sign?: boolean;
  waiting_for?: string | null;
}): SigningDocument {
  return {
    contract: {
      title: 'Service Agreement',
      agency: 'Atelier',
      value: 1_250_000,
      currency: 'USD',
      body: [{ title: 'Parties', body: 'This agreement…' }],
      expires_at: '2026-12-25T23:59:59Z',
      status: 'sent',
      signed_at: null,
      ...overrides.contract,
    },
    signer: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      role: null,
      status: 'viewed',
      ...overrides.signer,
    },
    signers: [{ name: 'Jane Doe', role: null, status: 'viewed' }],
    consent_text: 'I agree',
    can_sign: overrides.can_sign ?? true,
    waiting_for: overrides.waiting_for ?? null,
    document: 'original',
  };
}

describe('signingStage', () => {
  it('lets a signer whose turn it is sign, and decline', () => {
    const open = doc({});
    expect(signingStage(open)).toEqual({ kind: 'can_sign' });
    expect(canDecline(open)).toBe(true);
  });

  it('names whom a sequential order waits on, with no way to sign yet', () => {
    const waiting = doc({ can_sign: false, waiting_for: 'Ada First' });
    expect(signingStage(waiting)).toEqual({ kind: 'waiting', name: 'Ada First' });
  });

  it('tells a signer who signed whether everyone has signed, on any later visit', () => {
    const mine = doc({ can_sign: false, signer: { status: 'signed' } });
    expect(signingStage(mine)).toEqual({ kind: 'signed', isComplete: false });
    expect(canDecline(mine)).toBe(false);
    const all = doc({
      can_sign: false,
      signer: { status: 'signed' },
      contract: { status: 'signed' },
    });
    expect(signingStage(all)).toEqual({ kind: 'signed', isComplete: true });
  });

  it('tells apart my decline from another signer’s', () => {
    const mine = doc({
      can_sign: false,
      signer: { status: 'declined' },
      contract: { status: 'declined' },
    });
    expect(signingStage(mine)).toEqual({ kind: 'declined', byMe: true });
    expect(canDecline(mine)).toBe(false);
    const theirs = doc({ can_sign: false, contract: { status: 'declined' } });
    expect(signingStage(theirs)).toEqual({ kind: 'declined', byMe: false });
    expect(canDecline(theirs)).toBe(false);
  });
});

describe('formatContractValue', () => {
  it('formats whole cents in the reader’s language', () => {
    expect(formatContractValue(1_250_000, 'USD', formatFor('en'))).toBe('$12,500.00');
    expect(formatContractValue(1_250_000, 'EUR', formatFor('fr'))).toMatch(/^12\s500,00\s€$/);
  });

  it('prints an unknown currency code beside the number', () => {
    expect(formatContractValue(999, 'NOT-A-CODE', formatFor('en'))).toBe('9.99 NOT-A-CODE');
  });
});

describe('signingFailureMessage', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', fallbackLng: 'en', ns: [], resources: {} });
    await loadErrorStrings();
    await translationsReady();
  });

  it('words a link that cannot be used by its reason, in the signer’s language, with no retry', () => {
    const expired = {
      code: 'CONFLICT',
      error: 'This signing link has expired on November 25, 2026; ask Atelier for a new one',
      reason: 'signing_link_expired',
      params: { agency: 'Atelier', date: '2026-11-25' },
    };
    expect(signingFailureMessage(expired)).toEqual({
      text: 'This signing link has expired on November 25, 2026; ask Atelier for a new one.',
    });
    expect(isFinalLinkFailure(expired)).toBe(true);
    expect(isFinalLinkFailure({ code: 'NOT_FOUND' })).toBe(true);
  });

  it('translates what the browser detects itself, and lets it be tried again', () => {
    const offline = { code: 'NETWORK_ERROR', error: 'The server could not be reached' };
    expect(signingFailureMessage(offline)).toEqual({ key: 'signing.errors.network' });
    expect(isFinalLinkFailure(offline)).toBe(false);
    expect(signingFailureMessage({ code: 'RATE_LIMITED', error: 'Too many' })).toEqual({
      key: 'signing.errors.rateLimited',
    });
    expect(signingFailureMessage({ code: 'CONFLICT', error: ' ' })).toEqual({
      key: 'errors:code.CONFLICT',
    });
    expect(signingFailureMessage({ code: 'NOT_FOUND', reason: 'signing_link_invalid' })).toEqual({
      key: 'errors:reason.signing_link_invalid',
    });
  });
});

describe('the consent the signer agrees to', () => {
  it('reads in English exactly as the server records it with the evidence, and in French in French', () => {
    expect(english.signing.sign.consent).toBe(E_SIGNATURE_CONSENT_TEXT);
    expect(french.signing.sign.consent).toMatch(
      /^J’accepte de signer ce document électroniquement\./,
    );
    expect(french.signing.sign.consent).not.toContain('I agree');
  });
});
