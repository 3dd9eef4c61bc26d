import { agencyToday } from '../../db/agency-time.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../../log/logger.ts';
import { sendPaymentReminders } from './reminders-run.ts';

/**
 * Every day at 08:00 UTC, a working morning in Europe; what counts is the agency's day at that
 * moment (`agencyToday`), which one run a day meets once whatever the agency's time zone.
 */
export const REMINDER_SWEEP_CRON = '0 8 * * *';

/**
 * Works the `invoices.reminders` job in this process, schedules it daily and runs one now: a
 * backend that was stopped at 08:00 still reminds that day. Runs for one day are idempotent.
 */
export async function startReminderSweep(options: {
  db: Database;
  jobs: JobQueue;
  logger?: Logger;
}): Promise<void> {
  const { db, jobs } = options;
  const logger = options.logger ?? silentLogger;
  await jobs.work('invoices.reminders', async () => {
    const run = await sendPaymentReminders(db, await agencyToday(db));
    if (run.sent > 0) logger.info(run, 'payment reminders queued');
  });
  await jobs.schedule('invoices.reminders', REMINDER_SWEEP_CRON);
  await jobs.send('invoices.reminders', {});
}
