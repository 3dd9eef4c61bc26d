import type { NewsletterIssue } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/**
 * Newsletter issues and their deliveries (docs/marketing.md#sending-an-issue): progress is
 * read from the deliveries and the state of their outbox rows, so nothing is counted twice.
 */

const ISSUE_SELECT = `
  SELECT i.id, i.subject, i.status, i.created_at, i.finished_at,
    d.queued, d.sent, d.failed,
    d.queued + CASE WHEN i.status = 'sending' THEN w.waiting ELSE 0 END AS recipients
  FROM newsletter_issues i
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS queued,
      count(*) FILTER (WHERE o.status = 'sent')::int AS sent,
      count(*) FILTER (WHERE o.status = 'failed')::int AS failed
    FROM newsletter_deliveries nd LEFT JOIN email_outbox o ON o.id = nd.outbox_id
    WHERE nd.issue_id = i.id
  ) d
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS waiting FROM newsletter_subscribers s
    WHERE s.status = 'confirmed'
      AND NOT EXISTS (
        SELECT 1 FROM newsletter_deliveries x WHERE x.issue_id = i.id AND x.subscriber_id = s.id)
  ) w`;

export async function listIssues(q: Queryable, limit: number): Promise<NewsletterIssue[]> {
  return await q.query<NewsletterIssue>(`${ISSUE_SELECT} ORDER BY i.created_at DESC LIMIT $1`, [
    limit,
  ]);
}

export async function findIssue(q: Queryable, id: string): Promise<NewsletterIssue | null> {
  const [row] = await q.query<NewsletterIssue>(`${ISSUE_SELECT} WHERE i.id = $1`, [id]);
  return row ?? null;
}

export async function insertIssue(
  q: Queryable,
  issue: { subject: string; body: string },
  createdBy: string,
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO newsletter_issues (subject, body, created_by) VALUES ($1, $2, $3) RETURNING id`,
    [issue.subject, issue.body, createdBy],
  );
  if (!row) throw new Error('INSERT INTO newsletter_issues returned no row');
  return row.id;
}

export interface SendingIssue {
  id: string;
  subject: string;
  body: string;
}

/** The oldest issue still sending, locked so that two workers never queue the same batch. */
export async function lockSendingIssue(q: Queryable): Promise<SendingIssue | null> {
  const [row] = await q.query<SendingIssue>(
    `SELECT id, subject, body FROM newsletter_issues WHERE status = 'sending'
     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return row ?? null;
}

/** Up to `limit` confirmed subscribers this issue has not been queued to yet. */
export async function nextRecipients(
  q: Queryable,
  issueId: string,
  limit: number,
): Promise<{ id: string; email: string; language: string | null }[]> {
  return await q.query<{ id: string; email: string; language: string | null }>(
    `SELECT s.id, s.email, s.language FROM newsletter_subscribers s
     WHERE s.status = 'confirmed'
       AND NOT EXISTS (
         SELECT 1 FROM newsletter_deliveries d WHERE d.issue_id = $1 AND d.subscriber_id = s.id)
     ORDER BY s.confirmed_at, s.id LIMIT $2`,
    [issueId, limit],
  );
}

export async function recordDelivery(
  q: Queryable,
  delivery: { issueId: string; subscriberId: string; outboxId: string },
): Promise<void> {
  await q.query(
    `INSERT INTO newsletter_deliveries (issue_id, subscriber_id, outbox_id) VALUES ($1, $2, $3)`,
    [delivery.issueId, delivery.subscriberId, delivery.outboxId],
  );
}

export async function markIssueSent(q: Queryable, issueId: string): Promise<void> {
  await q.query(`UPDATE newsletter_issues SET status = 'sent', finished_at = now() WHERE id = $1`, [
    issueId,
  ]);
}
