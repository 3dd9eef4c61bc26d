import { findDraft, takeDueSchedule } from '../../db/content.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Logger, silentLogger } from '../../log/logger.ts';
import { publishDocument, readable } from './page-content.ts';

/** Every minute, UTC: a scheduled publication goes live within a minute of its time. */
export const CONTENT_PUBLISH_CRON = '* * * * *';

/**
 * One run of `content.publish`: each schedule that has come due publishes its page's draft as
 * it stands now, authored by whoever scheduled it, one transaction per page. A schedule whose
 * draft was published (or dropped) meanwhile just ends. Answers how many pages were published.
 */
export async function publishDueContent(
  db: Database,
  logger: Logger = silentLogger,
): Promise<number> {
  let published = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const due = await takeDueSchedule(tx);
      if (!due) return 'none' as const;
      await tx.query('DELETE FROM content_schedules WHERE page = $1 AND locale = $2', [
        due.page,
        due.locale,
      ]);
      const draft = await findDraft(tx, due.page, due.locale);
      if (!draft) return 'nothing' as const;
      const content = readable(due.page, due.locale, draft.content);
      const revision = await publishDocument(
        tx,
        { page: due.page, locale: due.locale, content },
        due.scheduled_by,
      );
      logger.info(
        { page: due.page, locale: due.locale, version: revision.version },
        'content published on schedule',
      );
      return 'published' as const;
    });
    if (outcome === 'none') return published;
    if (outcome === 'published') published += 1;
  }
}

/** Works `content.publish` in this process and runs it every minute. */
export async function startContentPublisher(options: {
  db: Database;
  jobs: JobQueue;
  logger?: Logger;
}): Promise<void> {
  await options.jobs.work('content.publish', async () => {
    await publishDueContent(options.db, options.logger);
  });
  await options.jobs.schedule('content.publish', CONTENT_PUBLISH_CRON);
}
