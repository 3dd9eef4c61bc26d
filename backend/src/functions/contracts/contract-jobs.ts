import { expireContracts, signersDueForReminder } from '../../db/contract-sending.ts';
import { appendAudit } from '../../db/contracts.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../../log/logger.ts';
import { issueSignerLink } from './contract-mail.ts';

/** Every hour, on the hour (UTC): reminders and expiry are counted in days. */
export const CONTRACT_SWEEP_CRON = '0 * * * *';

export interface SweepResult {
  expired: number;
  reminded: number;
}

/**
 * One run of `contracts.sweep` at `now` (injectable for tests): first the sent contracts
 * whose `expires_at` is reached become `expired` (audit `expired` by `system`), then every
 * signer owed an automatic reminder gets one with a new link (Documenso's defaults: 5 days
 * after their first e-mail, then every 2 days, at most 5; none once signed or declined).
 * Each contract's changes commit on their own; a run repeated at the same time does nothing.
 */
export async function sweepContracts(
  db: Database,
  options: { siteUrl: string; now?: Date },
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const expired = await db.transaction(async (tx) => {
    const ids = await expireContracts(tx, now);
    for (const id of ids) {
      await appendAudit(tx, {
        contract_id: id,
        event: 'expired',
        actor: 'system',
        ip: null,
        user_agent: null,
        details: { at: now.toISOString() },
      });
    }
    return ids.length;
  });
  let reminded = 0;
  for (const due of await signersDueForReminder(db, now)) {
    await db.transaction(async (tx) => {
      // Read again under the contract's lock: a signature or a manual reminder may have come.
      await tx.query('SELECT id FROM contracts WHERE id = $1 FOR UPDATE', [due.contract_id]);
      const still = await signersDueForReminder(tx, now);
      if (!still.some((s) => s.signer_id === due.signer_id)) return;
      await issueSignerLink(tx, due.contract_id, due.signer_id, {
        siteUrl: options.siteUrl,
        actor: 'system',
        kind: 'reminder',
        now,
      });
      reminded += 1;
    });
  }
  return { expired, reminded };
}

/**
 * Works `contracts.sweep` in this process, schedules it hourly and runs one now: what came due
 * while the backend was stopped is done at start.
 */
export async function startContractSweep(options: {
  db: Database;
  jobs: JobQueue;
  siteUrl: string;
  logger?: Logger;
}): Promise<void> {
  const { db, jobs } = options;
  const logger = options.logger ?? silentLogger;
  await jobs.work('contracts.sweep', async () => {
    const run = await sweepContracts(db, { siteUrl: options.siteUrl });
    if (run.expired > 0 || run.reminded > 0) logger.info(run, 'contracts swept');
  });
  await jobs.schedule('contracts.sweep', CONTRACT_SWEEP_CRON);
  await jobs.send('contracts.sweep', {});
}
