import type { Database } from '../../db/database.ts';
import {
  lockSendingIssue,
  markIssueSent,
  nextRecipients,
  recordDelivery,
} from '../../db/newsletter-issues.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../../log/logger.ts';
import { queueNewsletterEmail } from './newsletter-mail.ts';

/** Every minute: each run queues at most one batch, so an issue goes out at a bounded rate. */
export const NEWSLETTER_SEND_CRON = '* * * * *';

/** E-mails of an issue queued per minute (one batch per run of the job). */
export const NEWSLETTER_BATCH_SIZE = 100;

/**
 * One run of `marketing.newsletter`: the oldest issue still sending gets up to `batchSize` more
 * deliveries, each an outbox e-mail with its own unsubscribe link, in one transaction; when no
 * confirmed subscriber is left without one, the issue is `sent`. Answers how many were queued.
 */
export async function sendNewsletterBatch(
  db: Database,
  options: { siteUrl: string; batchSize?: number },
): Promise<number> {
  const batchSize = options.batchSize ?? NEWSLETTER_BATCH_SIZE;
  return await db.transaction(async (tx) => {
    const issue = await lockSendingIssue(tx);
    if (!issue) return 0;
    const recipients = await nextRecipients(tx, issue.id, batchSize);
    for (const recipient of recipients) {
      const outboxId = await queueNewsletterEmail(tx, {
        recipient,
        subject: issue.subject,
        body: issue.body,
        siteUrl: options.siteUrl,
      });
      await recordDelivery(tx, { issueId: issue.id, subscriberId: recipient.id, outboxId });
    }
    if (recipients.length < batchSize) await markIssueSent(tx, issue.id);
    return recipients.length;
  });
}

/** Works `marketing.newsletter` in this process and schedules it every minute. */
export async function startNewsletterSender(options: {
  db: Database;
  jobs: JobQueue;
  siteUrl: string;
  logger?: Logger;
}): Promise<void> {
  const logger = options.logger ?? silentLogger;
  await options.jobs.work('marketing.newsletter', async () => {
    const queued = await sendNewsletterBatch(options.db, { siteUrl: options.siteUrl });
    if (queued > 0) logger.info({ queued }, 'newsletter e-mails queued');
  });
  await options.jobs.schedule('marketing.newsletter', NEWSLETTER_SEND_CRON);
}
