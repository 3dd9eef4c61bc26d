import type { Deliverable, DeliverableStatus } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';

/** A project's deliverables (migration 0019): the agency adds them, the client answers them. */

const deliverableColumns = `d.id, d.project_id, d.milestone_id, d.title, d.description, d.file_path,
  d.status, d.submitted_at, d.responded_at, d.client_comment, d.created_at, d.updated_at`;

export type NewDeliverable = Pick<
  Deliverable,
  'project_id' | 'milestone_id' | 'title' | 'description' | 'file_path'
>;

export async function insertDeliverable(tx: Queryable, values: NewDeliverable): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO project_deliverables (project_id, milestone_id, title, description, file_path)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [values.project_id, values.milestone_id, values.title, values.description, values.file_path],
  );
  if (!row) throw new Error('INSERT INTO project_deliverables returned no row');
  return row.id;
}

export async function findDeliverable(q: Queryable, id: string): Promise<Deliverable | undefined> {
  const [row] = await q.query<Deliverable>(
    `SELECT ${deliverableColumns} FROM project_deliverables d WHERE d.id = $1`,
    [id],
  );
  return row;
}

/** A deliverable with its project's client and title, the row locked until the transaction ends. */
export type LockedDeliverable = Pick<Deliverable, 'id' | 'project_id' | 'title' | 'status'> & {
  client_id: string;
};

/**
 * Locks a deliverable; with `clientId`, only one of that client's projects (the portal's
 * isolation: another client's reads as unknown).
 */
export async function lockDeliverable(
  tx: Queryable,
  id: string,
  clientId: string | null = null,
): Promise<LockedDeliverable | undefined> {
  const [row] = await tx.query<LockedDeliverable>(
    `SELECT d.id, d.project_id, d.title, d.status, p.client_id
     FROM project_deliverables d JOIN projects p ON p.id = d.project_id
     WHERE d.id = $1 AND ($2::uuid IS NULL OR p.client_id = $2::uuid)
     FOR UPDATE OF d`,
    [id, clientId],
  );
  return row;
}

/** Shows it to the client for an answer; a comment of an earlier answer goes. */
export async function markDeliverableSubmitted(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE project_deliverables
     SET status = 'awaiting_approval', submitted_at = now(), responded_at = NULL,
         client_comment = NULL, updated_at = now()
     WHERE id = $1`,
    [id],
  );
}

export async function recordDeliverableAnswer(
  tx: Queryable,
  id: string,
  answer: {
    status: Extract<DeliverableStatus, 'approved' | 'changes_requested'>;
    comment: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE project_deliverables
     SET status = $2, client_comment = $3, responded_at = now(), updated_at = now()
     WHERE id = $1`,
    [id, answer.status, answer.comment],
  );
}

/**
 * A project's deliverables, newest first; `visibleToClient` leaves the drafts out (the portal
 * never sees them).
 */
export async function listDeliverables(
  q: Queryable,
  projectId: string,
  options: { visibleToClient: boolean },
): Promise<Deliverable[]> {
  return await q.query<Deliverable>(
    `SELECT ${deliverableColumns} FROM project_deliverables d
     WHERE d.project_id = $1 AND (NOT $2::boolean OR d.status <> 'draft')
     ORDER BY d.created_at DESC, d.id DESC`,
    [projectId, options.visibleToClient],
  );
}

/** What the e-mail and the notifications of a deliverable name. */
export type DeliverableFacts = {
  id: string;
  title: string;
  project_id: string;
  project_name: string;
  client_id: string;
  client_name: string;
  client_email: string;
  /** The client's portal preference (migration 0018): e-mails about the agency's actions. */
  notify_email: boolean;
};

export async function findDeliverableFacts(q: Queryable, id: string): Promise<DeliverableFacts> {
  const [row] = await q.query<DeliverableFacts>(
    `SELECT d.id, d.title, p.id AS project_id, p.name AS project_name, c.id AS client_id,
            c.name AS client_name, c.email AS client_email, c.notify_email
     FROM project_deliverables d JOIN projects p ON p.id = d.project_id
     JOIN clients c ON c.id = p.client_id
     WHERE d.id = $1`,
    [id],
  );
  if (!row) throw new Error(`Deliverable ${id} vanished`);
  return row;
}
