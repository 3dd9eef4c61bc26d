import type { ContractSigner, ContractSummary } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { contractActions, firstRecipients, signingProgress } from './contract-actions';

const signer = (id: string, position: number, status: ContractSigner['status']) =>
  ({ id, name: id, email: `${id}@example.com`, position, status }) as ContractSigner;

const contract = (changes: Partial<ContractSummary>) =>
  ({
    status: 'draft',
    expires_at: null,
    original_sha256: null,
    final_sha256: null,
    signing_order: 'parallel',
    signatories: [signer('a', 1, 'pending')],
    ...changes,
  }) as ContractSummary;

const now = new Date('2026-11-25T12:00:00Z');

describe('contractActions', () => {
  it('lets a draft be edited, sent or cancelled, with nothing to download yet', () => {
    expect(contractActions(contract({}), now)).toEqual(['edit', 'send', 'cancel']);
  });

  it('reminds a sent contract while someone waits and it has not expired', () => {
    const sent = contract({
      status: 'sent',
      original_sha256: 'aa',
      expires_at: '2026-12-25T00:00:00Z',
      signatories: [signer('a', 1, 'signed'), signer('b', 2, 'sent')],
    });
    expect(contractActions(sent, now)).toEqual(['remind', 'cancel', 'downloadOriginal']);
    expect(contractActions({ ...sent, expires_at: '2026-11-25T11:00:00Z' }, now)).toEqual([
      'cancel',
      'downloadOriginal',
    ]);
  });

  it('offers the signed copy once signed, and only downloads for the other ends', () => {
    const signed = contract({ status: 'signed', original_sha256: 'aa', final_sha256: 'bb' });
    expect(contractActions(signed, now)).toEqual(['downloadOriginal', 'downloadFinal']);
    expect(contractActions({ ...signed, status: 'declined', final_sha256: null }, now)).toEqual([
      'downloadOriginal',
    ]);
    expect(contractActions(contract({ status: 'cancelled' }), now)).toEqual([]);
  });
});

describe('firstRecipients', () => {
  const signatories = [signer('b', 2, 'pending'), signer('a', 1, 'pending')];

  it('e-mails everyone at once, in signing order', () => {
    expect(firstRecipients({ signing_order: 'parallel', signatories }).map((s) => s.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('e-mails only the first in a sequential order', () => {
    expect(firstRecipients({ signing_order: 'sequential', signatories }).map((s) => s.id)).toEqual([
      'a',
    ]);
    expect(firstRecipients({ signing_order: 'sequential', signatories: [] })).toEqual([]);
  });
});

describe('signingProgress', () => {
  it('counts the signed among all signers', () => {
    const signatories = [signer('a', 1, 'signed'), signer('b', 2, 'viewed')];
    expect(signingProgress({ signatories })).toEqual({ signed: 1, total: 2 });
  });
});
