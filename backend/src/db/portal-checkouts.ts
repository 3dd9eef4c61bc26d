import type { Queryable } from './database.ts';

export interface NewPortalCheckout {
  id: string;
  invoiceId: string;
  clientId: string;
  provider: string;
  sessionId: string;
  url: string;
  amountCents: number;
  currency: string;
  startedByUserId: string;
}

export interface PortalCheckout {
  id: string;
  invoice_id: string;
  client_id: string;
  provider: string;
  session_id: string;
  amount_cents: number;
  currency: string;
  started_by_user_id: string | null;
  completed_at: string | null;
}

/**
 * Remembers a hosted checkout started (`portal_checkouts`, migration 0024). The same id again
 * (the same invoice state on the same day: the provider answered the same session) is kept.
 */
export async function insertPortalCheckout(
  tx: Queryable,
  checkout: NewPortalCheckout,
): Promise<void> {
  await tx.query(
    `INSERT INTO portal_checkouts (id, invoice_id, client_id, provider, session_id, url,
                                   amount_cents, currency, started_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT id FROM users WHERE id = $9))
     ON CONFLICT (id) DO NOTHING`,
    [
      checkout.id,
      checkout.invoiceId,
      checkout.clientId,
      checkout.provider,
      checkout.sessionId,
      checkout.url,
      checkout.amountCents,
      checkout.currency,
      checkout.startedByUserId,
    ],
  );
}

/**
 * A provider's session; with `forUpdate`, locked, so two deliveries of the same event wait
 * for each other and the second finds it completed.
 */
export async function findPortalCheckout(
  tx: Queryable,
  provider: string,
  sessionId: string,
  forUpdate: boolean,
): Promise<PortalCheckout | undefined> {
  const [row] = await tx.query<PortalCheckout>(
    `SELECT id, invoice_id, client_id, provider, session_id, amount_cents, currency,
            started_by_user_id, completed_at
     FROM portal_checkouts WHERE provider = $1 AND session_id = $2
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [provider, sessionId],
  );
  return row;
}

export async function completePortalCheckout(
  tx: Queryable,
  id: string,
  paymentId: string,
): Promise<void> {
  await tx.query(
    'UPDATE portal_checkouts SET completed_at = now(), payment_id = $2 WHERE id = $1',
    [id, paymentId],
  );
}
