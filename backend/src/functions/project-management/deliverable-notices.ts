import type { DeliverableDecision } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findDeliverableFacts } from '../../db/deliverables.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { notifyAdmins, notifyClientAccount } from '../notify.ts';

/**
 * Who hears of a deliverable (docs/notifications.md): the client when the agency submits one for
 * approval (bell, and e-mail unless they turned it off in their profile), the admins when the client answers. Called in the transaction of
 * the change, so a change that fails tells no one.
 */

export async function announceDeliverableSubmitted(tx: Queryable, id: string): Promise<void> {
  const facts = await findDeliverableFacts(tx, id);
  const title = `Ready for your approval: ${facts.title}`;
  await notifyClientAccount(tx, facts.client_id, {
    type: 'info',
    title,
    message: facts.project_name,
    actionUrl: `/client-portal/projects/${facts.project_id}`,
    message_key: 'deliverable_ready',
    params: { title: facts.title, project: facts.project_name },
  });
  if (!facts.notify_email) return;
  await queueTemplatedEmail(tx, {
    to: facts.client_email,
    key: 'deliverable_ready',
    locale: await recipientLocale(tx, { clientId: facts.client_id }),
    values: {
      client_name: facts.client_name,
      deliverable_title: facts.title,
      project_name: facts.project_name,
    },
  });
}

export async function announceDeliverableAnswer(
  tx: Queryable,
  id: string,
  answer: { decision: DeliverableDecision; comment: string | null },
): Promise<void> {
  const facts = await findDeliverableFacts(tx, id);
  const isApproved = answer.decision === 'approve';
  await notifyAdmins(tx, {
    type: isApproved ? 'success' : 'warning',
    title: isApproved
      ? `${facts.client_name} approved ${facts.title}`
      : `${facts.client_name} asked for changes on ${facts.title}`,
    message: answer.comment ?? facts.project_name,
    actionUrl: `/admin/projects/${facts.project_id}`,
    message_key: isApproved ? 'deliverable_approved' : 'deliverable_changes_requested',
    params: {
      client: facts.client_name,
      title: facts.title,
      detail: answer.comment ?? facts.project_name,
    },
  });
}
