import type {
  NewNotification,
  AppNotification as Notification,
  NotificationType,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** The row types are the contract's (shared/src/contract/notifications.ts). */
export type { NewNotification, Notification, NotificationType };

const notificationColumns = `
  n.id, n.title, n.message, n.type, n.created_at AS timestamp, n.read_at IS NOT NULL AS read,
  n.action_url AS "actionUrl", n.created_at, n.message_key, n.params`;

/**
 * Inserts one notification per user chosen by `recipientsSql` (a `SELECT id FROM users ...`
 * with its own parameters from `$7` on); answers how many were raised.
 */
async function insertFor(
  tx: Queryable,
  recipientsSql: string,
  recipientParams: readonly unknown[],
  notification: NewNotification,
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO notifications (user_id, type, title, message, action_url, message_key, params)
     SELECT recipient.id, $1, $2, $3, $4, $5, $6::jsonb FROM (${recipientsSql}) AS recipient
     RETURNING id`,
    [
      notification.type,
      notification.title,
      notification.message,
      notification.actionUrl,
      notification.message_key,
      JSON.stringify(notification.params),
      ...recipientParams,
    ],
  );
  return rows.length;
}

/** To every admin and super_admin whose account is not deactivated. */
export function insertForAdmins(tx: Queryable, notification: NewNotification): Promise<number> {
  return insertFor(
    tx,
    `SELECT id FROM users WHERE role IN ('admin', 'super_admin') AND deactivated_at IS NULL`,
    [],
    notification,
  );
}

/** To one user (none if they no longer exist). */
export function insertForUser(
  tx: Queryable,
  userId: string,
  notification: NewNotification,
): Promise<number> {
  return insertFor(tx, 'SELECT id FROM users WHERE id = $7', [userId], notification);
}

/** To the portal account of a client, when it has one. */
export function insertForClientAccount(
  tx: Queryable,
  clientId: string,
  notification: NewNotification,
): Promise<number> {
  return insertFor(
    tx,
    'SELECT u.id FROM clients AS c JOIN users AS u ON u.id = c.user_id WHERE c.id = $7',
    [clientId],
    notification,
  );
}

/** One page of a user's notifications, newest first, with their total and unread counts. */
export async function listNotifications(
  q: Queryable,
  query: { userId: string; isUnreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: Notification[]; total: number; unread: number }> {
  const unreadOnly = query.isUnreadOnly ? 'AND n.read_at IS NULL' : '';
  const rows = await q.query<Notification>(
    `SELECT ${notificationColumns} FROM notifications AS n
     WHERE n.user_id = $1 ${unreadOnly}
     ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
    [query.userId, query.limit, query.offset],
  );
  const [counts] = await q.query<{ total: number; unread: number }>(
    `SELECT count(*) ${query.isUnreadOnly ? 'FILTER (WHERE read_at IS NULL)' : ''} AS total,
            count(*) FILTER (WHERE read_at IS NULL) AS unread
     FROM notifications WHERE user_id = $1`,
    [query.userId],
  );
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks one of the user's notifications read (kept as first read); undefined if not theirs. */
export async function markNotificationRead(
  q: Queryable,
  userId: string,
  id: string,
): Promise<Notification | undefined> {
  const [row] = await q.query<Notification>(
    `UPDATE notifications AS n SET read_at = coalesce(n.read_at, now())
     WHERE n.id = $1 AND n.user_id = $2
     RETURNING ${notificationColumns}`,
    [id, userId],
  );
  return row;
}

/** Marks all the user's unread notifications read; answers how many were unread. */
export async function markAllNotificationsRead(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL
     RETURNING id`,
    [userId],
  );
  return rows.length;
}

/** An invoice that went overdue, its notice just taken. */
export interface OverdueInvoice {
  id: string;
  number: string;
  currency: string;
  balance_cents: number;
  due_date: string;
  client_name: string;
}

/**
 * Takes the overdue notice of every sent invoice now overdue that has none yet and answers
 * those invoices. The notice's primary key makes a concurrent sweep skip the same invoice.
 */
export function takeOverdueNotices(tx: Queryable): Promise<OverdueInvoice[]> {
  return tx.query<OverdueInvoice>(
    `WITH taken AS (
       INSERT INTO invoice_overdue_notices (invoice_id)
       SELECT i.id FROM invoice_states AS i
       WHERE i.effective_status = 'overdue'
         AND NOT EXISTS (SELECT 1 FROM invoice_overdue_notices AS o WHERE o.invoice_id = i.id)
       ON CONFLICT (invoice_id) DO NOTHING
       RETURNING invoice_id)
     SELECT i.id, i.number, i.currency, i.balance_cents, i.due_date, c.name AS client_name
     FROM taken JOIN invoice_states AS i ON i.id = taken.invoice_id
     JOIN clients AS c ON c.id = i.client_id
     ORDER BY i.due_date, i.number`,
  );
}

/** What the proposal notifications say, read in the event's transaction. */
export interface ProposalFacts {
  id: string;
  title: string;
  total_cents: number;
  currency: string;
  valid_until: string | null;
  client_id: string | null;
  /** The client's name, or the lead's for a proposal addressed to a lead. */
  recipient: string;
}

export async function findProposalFacts(tx: Queryable, id: string): Promise<ProposalFacts> {
  const [row] = await tx.query<ProposalFacts>(
    `SELECT p.id, p.title, p.total_cents, p.currency, p.valid_until, p.client_id,
            coalesce(c.name, l.name, '') AS recipient
     FROM proposals AS p
     LEFT JOIN clients AS c ON c.id = p.client_id
     LEFT JOIN leads AS l ON l.id = p.lead_id
     WHERE p.id = $1`,
    [id],
  );
  if (!row) throw new Error(`Proposal ${id} vanished`);
  return row;
}

/** What the invoice and payment notifications say. */
export interface InvoiceFacts {
  id: string;
  number: string | null;
  status: string;
  client_id: string;
  client_name: string;
  currency: string;
  total_cents: number;
  balance_cents: number;
  due_date: string;
}

export async function findInvoiceFacts(tx: Queryable, id: string): Promise<InvoiceFacts> {
  const [row] = await tx.query<InvoiceFacts>(
    `SELECT i.id, i.number, i.status, i.client_id, c.name AS client_name, i.currency,
            i.total_cents, i.balance_cents, i.due_date
     FROM invoice_states AS i JOIN clients AS c ON c.id = i.client_id
     WHERE i.id = $1`,
    [id],
  );
  if (!row) throw new Error(`Invoice ${id} vanished`);
  return row;
}

export interface PaymentFacts {
  id: string;
  amount_cents: number;
  currency: string;
  payment_date: string;
  invoice_id: string | null;
  client_id: string | null;
}

export async function findPaymentFacts(tx: Queryable, id: string): Promise<PaymentFacts> {
  const [row] = await tx.query<PaymentFacts>(
    `SELECT id, amount_cents, currency, payment_date, invoice_id, client_id
     FROM payments WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`Payment ${id} vanished`);
  return row;
}
