import type { BackupSource } from '../backup/create-backup.ts';
import { type DailyBackupSettings, startDailyBackup } from '../backup/daily-backup.ts';
import { agencyToday } from '../db/agency-time.ts';
import type { Database } from '../db/database.ts';
import { attachDocument } from '../documents/issued-pdf.ts';
import { startContentPublisher } from '../functions/content/publish-job.ts';
import { startContractSweep } from '../functions/contracts/contract-jobs.ts';
import { startReminderSweep } from '../functions/invoice-automation/reminders-job.ts';
import { invoiceDueSchedules } from '../functions/invoice-automation/run-schedules.ts';
import { startRescoreService } from '../functions/lead-scoring/rescore-service.ts';
import { startNewsletterSender } from '../functions/marketing/newsletter-sender.ts';
import { sendDueDigests } from '../functions/notifications-system/alerts.ts';
import { raiseOverdueNotifications } from '../functions/notifications-system/overdue-sweep.ts';
import type { Logger } from '../log/logger.ts';
import { startMailService } from '../mail/mail-service.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { Storage } from '../storage/storage.ts';
import type { JobQueue } from './job-queue.ts';

export interface BackgroundWorkOptions {
  db: Database;
  /** A queue with role `worker`. */
  jobs: JobQueue;
  mail: { transport: MailTransport; from: string; concurrency?: number; ratePerSecond?: number };
  logger: Logger;
  /** The public site (`ATELIER_SITE_URL`): the contract reminders link to its signing page. */
  siteUrl: string;
  /** Where the issued documents' PDFs are kept: the e-mails attach them. */
  storage?: Storage;
  /** The daily backup: what it copies and where it keeps them; none without it. */
  backup?: { source: BackupSource; settings: DailyBackupSettings };
}

/** Every minute, UTC: an invoice gone overdue is announced within a minute or so. */
export const OVERDUE_SWEEP_CRON = '* * * * *';

/**
 * Daily, 00:05 UTC: the retainers due by the agency's today are invoiced (early in the day for
 * an agency near UTC; one run a day meets each of its days once, whatever its time zone).
 */
export const INVOICE_SCHEDULES_CRON = '5 0 * * *';

/**
 * Hourly, minute 3: the admins' daily digests go out in the first hour from 08:00 agency time
 * (any zone, whole or half hour), a later run catching up what a stopped backend missed.
 */
export const DIGEST_CRON = '3 * * * *';

/**
 * What this backend process runs besides answering requests: e-mail delivery, lead re-scoring
 * runs and the scheduled jobs. Every process runs the same; the queue gives each job to one of
 * them. Returns a stop function (the queue itself is stopped by its owner).
 */
export async function startBackgroundWork(options: BackgroundWorkOptions): Promise<() => void> {
  const { db, jobs } = options;
  await jobs.start();
  await jobs.work('notifications.overdue-sweep', async () => {
    const raised = await raiseOverdueNotifications(db);
    if (raised > 0) options.logger.info({ invoices: raised }, 'overdue invoices announced');
  });
  await jobs.schedule('notifications.overdue-sweep', OVERDUE_SWEEP_CRON);
  // The first tick can be a minute away: one sweep now catches what fell due while stopped.
  await jobs.send('notifications.overdue-sweep', {});
  await jobs.work('notifications.digest', async () => {
    const sent = await sendDueDigests(db);
    if (sent > 0) options.logger.info({ digests: sent }, 'admin digests queued');
  });
  await jobs.schedule('notifications.digest', DIGEST_CRON);
  await jobs.work('invoices.schedules', async () => {
    const invoiced = await invoiceDueSchedules(db, await agencyToday(db));
    if (invoiced.length > 0) {
      options.logger.info({ invoices: invoiced.length }, 'retainers invoiced');
    }
  });
  await jobs.schedule('invoices.schedules', INVOICE_SCHEDULES_CRON);
  // As the sweep: the periods that fell due while stopped are invoiced at start.
  await jobs.send('invoices.schedules', {});
  await startReminderSweep({ db, jobs, logger: options.logger.child({ component: 'reminders' }) });
  await startContractSweep({
    db,
    jobs,
    siteUrl: options.siteUrl,
    logger: options.logger.child({ component: 'contracts' }),
  });
  await startNewsletterSender({
    db,
    jobs,
    siteUrl: options.siteUrl,
    logger: options.logger.child({ component: 'newsletter' }),
  });
  await startContentPublisher({
    db,
    jobs,
    logger: options.logger.child({ component: 'content' }),
  });
  const stopRescoring = await startRescoreService({
    db,
    jobs,
    logger: options.logger.child({ component: 'lead-scoring' }),
  });
  if (options.backup) {
    await startDailyBackup({
      jobs,
      ...options.backup,
      logger: options.logger.child({ component: 'backups' }),
    });
  }
  const storage = options.storage;
  const stopMail = await startMailService({
    db,
    jobs,
    transport: options.mail.transport,
    from: options.mail.from,
    ...(options.mail.concurrency ? { concurrency: options.mail.concurrency } : {}),
    ...(options.mail.ratePerSecond ? { ratePerSecond: options.mail.ratePerSecond } : {}),
    logger: options.logger.child({ component: 'mail' }),
    ...(storage ? { attach: (attachment) => attachDocument({ db, storage }, attachment) } : {}),
  });
  return () => {
    stopRescoring();
    stopMail();
  };
}
