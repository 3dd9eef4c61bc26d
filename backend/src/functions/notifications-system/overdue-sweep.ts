import type { Database } from '../../db/database.ts';
import { takeOverdueNotices } from '../../db/notifications.ts';
import { notifyInvoiceOverdue } from './events.ts';

/**
 * Overdue is derived from the date, so no event raises it: this sweep, a job scheduled every
 * minute (`jobs/background.ts`), raises the overdue notification of each invoice that went
 * overdue since, once per invoice (its notice row and its notifications are written together,
 * so sweeps running at the same moment raise it once).
 */
export async function raiseOverdueNotifications(db: Database): Promise<number> {
  return await db.transaction(async (tx) => {
    const invoices = await takeOverdueNotices(tx);
    for (const invoice of invoices) await notifyInvoiceOverdue(tx, invoice);
    return invoices.length;
  });
}
