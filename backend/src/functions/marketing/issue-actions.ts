import { marketing } from '@atelier/shared/actions';
import { findIssue, insertIssue, listIssues } from '../../db/newsletter-issues.ts';
import { conflict } from '../../errors.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';

/** How many past issues the page shows. */
const ISSUES_SHOWN = 50;

/**
 * Stores an issue as `sending`; the `marketing.newsletter` job queues it to the confirmed
 * subscribers at a bounded rate (newsletter-sender.ts). An issue with no confirmed subscriber
 * to go to is refused (409), so the page cannot record a send that reaches no one.
 */
export const sendIssue = implement(marketing.actions.send_issue, {
  handler: async (input, { db, caller }) => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'confirmed'`,
      );
      if (!row || row.n === 0) {
        throw conflict(
          'no_confirmed_subscribers',
          'There is no confirmed subscriber to send the issue to',
        );
      }
      return await insertIssue(tx, input, caller.userId);
    });
    return { issue: readBack(await findIssue(db, id), `Issue ${id}`) };
  },
});

/** The latest issues with their progress (queued, sent, failed of recipients). */
export const getIssues = implement(marketing.actions.get_issues, {
  handler: async (_input, { db }) => ({ issues: await listIssues(db, ISSUES_SHOWN) }),
});
