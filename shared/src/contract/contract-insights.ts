import { z } from 'zod';
import type { ContractStatus, SignerStatus } from './contracts';
import { oneOf, recordIdSchema } from './record-fields';

/**
 * The read-outs of the Contracts tab beyond the records themselves (docs/contracts.md): the
 * signatures still awaited across contracts (E-Signatures) and the figures (Analytics), plus
 * the agency's own download of a contract's PDF.
 */

export const SIGNATURE_FILTERS = ['waiting', 'signed', 'declined', 'all'] as const;
export type SignatureFilter = (typeof SIGNATURE_FILTERS)[number];

export const getSignaturesInput = z.object({
  /** `waiting` (default): e-mailed or not yet reached, on a sent contract. */
  status: oneOf(SIGNATURE_FILTERS, 'status').default('waiting'),
});

/** One signer of one contract, as the E-Signatures view lists it: never a link. */
export type SignatureRow = {
  contract_id: string;
  contract_title: string;
  contract_status: ContractStatus;
  client_name: string;
  signer_id: string;
  name: string;
  email: string;
  role: string | null;
  position: number;
  status: SignerStatus;
  sent_at: string | null;
  viewed_at: string | null;
  signed_at: string | null;
  declined_at: string | null;
  reminders_sent: number;
  last_reminded_at: string | null;
  expires_at: string | null;
  /** A new link can be e-mailed now: the contract is sent and unexpired and it is their turn. */
  can_remind: boolean;
};

export const remindInput = z.object({
  id: recordIdSchema('id'),
  /** Only this signer (who must be waiting and whose turn it is); else every waiting one. */
  signer_id: recordIdSchema('signer_id').optional(),
});

export const CONTRACT_DOCUMENTS = ['original', 'final'] as const;
export type ContractDocument = (typeof CONTRACT_DOCUMENTS)[number];

export const contractDownloadInput = z.object({
  id: recordIdSchema('id'),
  /** The signed copy by default once there is one, else the original. */
  document: oneOf(CONTRACT_DOCUMENTS, 'document').optional(),
});

export type ContractAnalytics = {
  /** Every contract by its status now. */
  counts: Record<ContractStatus, number>;
  /** Contracts ever sent (signed, declined, expired, still out, or cancelled after sending). */
  sent: number;
  signed: number;
  declined: number;
  expired: number;
  /** signed / (signed + declined + expired), 0–1; null before any outcome. */
  signing_rate: number | null;
  /** From sending to the last signature, over signed contracts; null before any. */
  median_hours_to_sign: number | null;
  average_hours_to_sign: number | null;
  /** Signers still awaited on sent contracts. */
  pending_signatures: number;
  /** Sum of the signed contracts' values, per currency, in cents. */
  signed_value: Array<{ currency: string; cents: number }>;
  /** The last 6 calendar months (UTC), oldest first, 'YYYY-MM'. */
  by_month: Array<{ month: string; sent: number; signed: number }>;
};
