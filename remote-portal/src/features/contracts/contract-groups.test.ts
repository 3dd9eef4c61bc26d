import type { PortalContract } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { groupContracts } from './contract-groups';

const contract = (id: string, changes: Partial<PortalContract>): PortalContract => ({
  id,
  title: id,
  status: 'sent',
  value_cents: null,
  currency: 'USD',
  sent_at: '2026-11-20T10:00:00.000Z',
  signed_at: null,
  expires_at: null,
  my_signer: { status: 'sent', signed_at: null },
  can_sign: false,
  download: 'original',
  ...changes,
});

describe('groupContracts', () => {
  it('puts what waits for the client first, signed copies next, the rest last', () => {
    const groups = groupContracts([
      contract('mine', { can_sign: true }),
      contract('theirs', { my_signer: { status: 'signed', signed_at: '2026-11-21T10:00:00Z' } }),
      contract('done', { status: 'signed', download: 'final' }),
      contract('gone', { status: 'expired' }),
    ]);
    expect(groups.toSign.map((item) => item.id)).toEqual(['mine']);
    expect(groups.signed.map((item) => item.id)).toEqual(['done']);
    expect(groups.others.map((item) => item.id)).toEqual(['theirs', 'gone']);
  });

  it('keeps the server order within a group', () => {
    const groups = groupContracts([
      contract('b', { can_sign: true }),
      contract('a', { can_sign: true }),
    ]);
    expect(groups.toSign.map((item) => item.id)).toEqual(['b', 'a']);
  });
});
