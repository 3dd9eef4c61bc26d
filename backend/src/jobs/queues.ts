/**
 * Every queue the backend runs, with its retry policy. A feature that needs background work adds
 * its queue here; `JobQueue.send` and `work` accept only these names.
 */
export interface QueueSpec {
  /** Further runs after the first one fails; then the job ends `failed` with its error. */
  retryLimit: number;
  /** Wait before the first retry; with `retryBackoff` it doubles each time (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * A run that has not finished by then is taken for crashed (its process died or hangs) and
   * runs again: how long a job interrupted by a crash waits before another process picks it up.
   */
  expireInSeconds: number;
}

export const queueSpecs = {
  /** One attempt to deliver one e-mail of `email_outbox` (its own retry schedule in mail/). */
  'mail.deliver': {
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /** Raises the overdue notifications of invoices whose due date has passed. */
  'notifications.overdue-sweep': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /**
   * Hourly: the admins' daily digests whose agency morning has come (one per admin per agency
   * day, whichever backend runs it: docs/notifications.md "E-mail alerts").
   */
  'notifications.digest': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** Sends the payment reminders that have come due (daily; a run for a day is idempotent). */
  'invoices.reminders': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** Re-scores every lead after the scoring criteria were saved (one job per scoring run). */
  'leads.rescore': {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 900,
  },
  /** Invoices the periods of the time (retainer) invoicing rules that are due today. */
  'invoices.schedules': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** Hourly: expires the contracts past their date and sends the signers' automatic reminders. */
  'contracts.sweep': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** Every minute: queues the next batch of a newsletter issue being sent (docs/marketing.md). */
  'marketing.newsletter': {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /** Every minute: publishes the content pages whose scheduled time has come (docs/content.md). */
  'content.publish': {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /** Daily: a backup of the database and the stored files into ATELIER_BACKUP_DIR (docs/platform-services.md). */
  'backups.daily': {
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
} as const satisfies Record<string, QueueSpec>;

export type JobName = keyof typeof queueSpecs;

export const jobNames = Object.keys(queueSpecs) as JobName[];
