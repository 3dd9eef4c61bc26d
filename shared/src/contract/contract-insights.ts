import { z } from 'zod';
import { CONTRACT_STATUSES, type ContractStatus, SIGNER_STATUSES } from './contracts';
import { countSchema, oneOf, recordIdSchema, timestampSchema, uuidSchema } from './record-fields';

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
export const signatureRowSchema = z.object({
  contract_id: uuidSchema,
  contract_title: z.string(),
  contract_status: z.enum(CONTRACT_STATUSES),
  client_name: z.string(),
  signer_id: uuidSchema,
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  position: z.number().int().positive(),
  status: z.enum(SIGNER_STATUSES),
  sent_at: timestampSchema.nullable(),
  viewed_at: timestampSchema.nullable(),
  signed_at: timestampSchema.nullable(),
  declined_at: timestampSchema.nullable(),
  reminders_sent: countSchema,
  last_reminded_at: timestampSchema.nullable(),
  expires_at: timestampSchema.nullable(),
  /** A new link can be e-mailed now: the contract is sent and unexpired and it is their turn. */
  can_remind: z.boolean(),
});
export type SignatureRow = z.infer<typeof signatureRowSchema>;

/** get_signatures. */
export const signatureRowsAnswer = z.object({ signatures: z.array(signatureRowSchema) });

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

const contractCounts = Object.fromEntries(
  CONTRACT_STATUSES.map((status) => [status, countSchema]),
) as Record<ContractStatus, typeof countSchema>;

export const contractAnalyticsSchema = z.object({
  /** Every contract by its status now. */
  counts: z.object(contractCounts),
  /** Contracts ever sent (signed, declined, expired, still out, or cancelled after sending). */
  sent: countSchema,
  signed: countSchema,
  declined: countSchema,
  expired: countSchema,
  /** signed / (signed + declined + expired), 0–1; null before any outcome. */
  signing_rate: z.number().min(0).max(1).nullable(),
  /** From sending to the last signature, over signed contracts; null before any. */
  median_hours_to_sign: z.number().nullable(),
  average_hours_to_sign: z.number().nullable(),
  /** Signers still awaited on sent contracts. */
  pending_signatures: countSchema,
  /** Sum of the signed contracts' values, per currency, in cents. */
  signed_value: z.array(z.object({ currency: z.string(), cents: z.number().int() })),
  /** The last 6 calendar months (UTC), oldest first, 'YYYY-MM'. */
  by_month: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), sent: countSchema, signed: countSchema }),
  ),
});
export type ContractAnalytics = z.infer<typeof contractAnalyticsSchema>;

/** contracts' get_analytics takes nothing (any field is dropped). */
export const contractAnalyticsInput = z.object({});

/** contracts' get_analytics. */
export const contractAnalyticsAnswer = z.object({ analytics: contractAnalyticsSchema });
