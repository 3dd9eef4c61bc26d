import type { PortalContract } from '../../contract/client-portal';
import { at, DEMO_PORTAL_CURRENCY } from './demo-sample-client';

/** The sample client's contracts, one to sign, one signed (demo-sample.ts). */

export const DEMO_PORTAL_CONTRACTS: PortalContract[] = [
  {
    id: 'demo-portal-contract-2',
    title: 'Brand refresh agreement',
    status: 'sent',
    value_cents: 600_000,
    currency: DEMO_PORTAL_CURRENCY,
    sent_at: at(-2),
    signed_at: null,
    expires_at: at(28),
    my_signer: { status: 'viewed', signed_at: null },
    can_sign: true,
    download: 'original',
  },
  {
    id: 'demo-portal-contract-1',
    title: 'Website redesign agreement',
    status: 'signed',
    value_cents: 1_270_000,
    currency: DEMO_PORTAL_CURRENCY,
    sent_at: at(-44),
    signed_at: at(-43),
    expires_at: at(-14),
    my_signer: { status: 'signed', signed_at: at(-43) },
    can_sign: false,
    download: 'final',
  },
];
