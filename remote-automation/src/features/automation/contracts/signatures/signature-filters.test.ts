import type { SignatureRow } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  contractDetailsSearch,
  resendState,
  signatureFilterFromQuery,
  withSignatureFilter,
} from './signature-filters';

const NOW = new Date('2026-11-25T12:00:00Z');

const row = (changes: Partial<SignatureRow> = {}): SignatureRow => ({
  contract_id: 'c1',
  contract_title: 'Service Agreement',
  contract_status: 'sent',
  client_name: 'Jane Doe',
  signer_id: 's1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  role: null,
  position: 1,
  status: 'sent',
  sent_at: '2026-11-20T09:00:00Z',
  viewed_at: null,
  signed_at: null,
  declined_at: null,
  reminders_sent: 0,
  last_reminded_at: null,
  expires_at: '2026-12-20T09:00:00Z',
  can_remind: true,
  ...changes,
});

describe('the signature filter in the URL', () => {
  it('reads waiting when absent or unknown, and each known filter', () => {
    expect(signatureFilterFromQuery(new URLSearchParams(''))).toBe('waiting');
    expect(signatureFilterFromQuery(new URLSearchParams('signer_status=bogus'))).toBe('waiting');
    expect(signatureFilterFromQuery(new URLSearchParams('signer_status=declined'))).toBe(
      'declined',
    );
    expect(signatureFilterFromQuery(new URLSearchParams('signer_status=all'))).toBe('all');
  });

  it('keeps the tab and view, and leaves the default out', () => {
    const params = new URLSearchParams('tab=contracts&view=signatures&lng=fr');
    const signed = withSignatureFilter(params, 'signed');
    expect(signed.toString()).toBe('tab=contracts&view=signatures&lng=fr&signer_status=signed');
    expect(withSignatureFilter(signed, 'waiting').toString()).toBe(
      'tab=contracts&view=signatures&lng=fr',
    );
  });
});

describe('the link to a contract', () => {
  it('opens its details in Active Contracts, keeping only the language', () => {
    const params = new URLSearchParams('tab=contracts&view=signatures&signer_status=all&lng=fr');
    expect(contractDetailsSearch(params, 'abc-1')).toBe(
      '?tab=contracts&view=active&contract=abc-1&lng=fr',
    );
    expect(contractDetailsSearch(new URLSearchParams(), 'a b')).toBe(
      '?tab=contracts&view=active&contract=a+b',
    );
  });
});

describe('resending a link', () => {
  it('is ready when the server would accept a reminder', () => {
    expect(resendState(row(), NOW)).toBe('ready');
    expect(resendState(row({ status: 'viewed' }), NOW)).toBe('ready');
  });

  it('is not offered to a signer who is done or on a contract no longer out', () => {
    expect(resendState(row({ status: 'signed', can_remind: false }), NOW)).toBe('none');
    expect(resendState(row({ status: 'declined', can_remind: false }), NOW)).toBe('none');
    expect(resendState(row({ contract_status: 'expired', can_remind: false }), NOW)).toBe('none');
  });

  it('says why it is held back: an expiry passed, or an earlier signer first', () => {
    expect(resendState(row({ can_remind: false, expires_at: '2026-11-25T11:59:59Z' }), NOW)).toBe(
      'expired',
    );
    expect(resendState(row({ status: 'pending', position: 2, can_remind: false }), NOW)).toBe(
      'notTheirTurn',
    );
  });
});
