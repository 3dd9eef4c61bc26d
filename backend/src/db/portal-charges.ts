import type { Queryable } from './database.ts';

export interface NewPortalCharge {
  paymentId: string;
  invoiceId: string;
  clientId: string;
  provider: string;
  reference: string;
  idempotencyKey: string;
  amountCents: number;
  /** Null when the account that paid was deleted before the provider confirmed. */
  paidByUserId: string | null;
}

/** Remembers which provider took a portal payment and its reference (`portal_charges`). */
export async function insertPortalCharge(tx: Queryable, charge: NewPortalCharge): Promise<void> {
  await tx.query(
    `INSERT INTO portal_charges (payment_id, invoice_id, client_id, provider, reference,
                                 idempotency_key, amount_cents, paid_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM users WHERE id = $8))`,
    [
      charge.paymentId,
      charge.invoiceId,
      charge.clientId,
      charge.provider,
      charge.reference,
      charge.idempotencyKey,
      charge.amountCents,
      charge.paidByUserId,
    ],
  );
}
