import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database.ts';
import { createTestUser } from './fixtures.ts';

/** Tests only: the overdue invoice the multi-process test has the cron sweep announce. */

export const OVERDUE_QUEUE = 'notifications.overdue-sweep';
export const INVOICE_NUMBER = 'INV-MP-0001';

export interface OverdueSetup {
  /** When the overdue invoice was written (database clock). */
  insertedAt: string;
  /** The first cron tick after that: a minute boundary. */
  tick: string;
}

/**
 * Waits until the sweeps sent at start-up (and pg-boss's cron forwarding jobs, `__pgboss__send-it`)
 * have run, then writes a second admin and a sent invoice due three days ago: only a sweep sent
 * after this, a cron tick's, can announce it.
 */
export async function writeOverdueInvoice(db: Database): Promise<OverdueSetup> {
  const deadline = Date.now() + 20_000;
  const pendingSweeps = async () => {
    const [row] = await db.query<{ pending: number }>(
      `SELECT count(*) AS pending FROM pgboss.job
       WHERE (name = $1 OR (name = '__pgboss__send-it' AND data->>'name' = $1))
         AND state IN ('created', 'retry', 'active')`,
      [OVERDUE_QUEUE],
    );
    return row?.pending ?? 0;
  };
  while ((await pendingSweeps()) > 0) {
    if (Date.now() > deadline) throw new Error('The start-up overdue sweeps did not finish');
    await sleep(200);
  }
  await createTestUser(db, { role: 'admin', email: 'second-admin@example.com' });
  const [row] = await db.query<OverdueSetup>(
    `WITH client AS (
       INSERT INTO clients (name, email) VALUES ('Late Payer Ltd', 'late-payer@example.com')
       RETURNING id)
     INSERT INTO invoices (number, client_id, issue_date, due_date, status, subtotal_cents,
                           total_cents, sent_at)
     SELECT $1, id, current_date - 33, current_date - 3, 'sent', 50000, 50000, now()
     FROM client
     RETURNING created_at AS "insertedAt",
               date_trunc('minute', created_at) + interval '1 minute' AS tick`,
    [INVOICE_NUMBER],
  );
  if (!row) throw new Error('The overdue invoice was not written');
  return row;
}
