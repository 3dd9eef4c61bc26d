import type {
  Milestone,
  Project,
  ProjectColumns,
  ProjectMember,
  ProjectSortColumn,
} from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike, sqlParams } from './sql.ts';

/** What a create writes (proposal acceptance creates projects too). */
export type NewProject = ProjectColumns & Pick<Project, 'proposal_id' | 'currency'>;

/** A milestone as it is stored; a form's may leave out the due date and whether it is done. */
export type NewMilestone = Pick<Milestone, 'name' | 'due_date' | 'percentage' | 'is_done'>;

/** A milestone as an update sends it: with the id of one it keeps, or without for a new one. */
export type MilestoneChange = NewMilestone & { id?: string | undefined };

export type ProjectFields = ProjectColumns;

/** The project row, flat: the view nests its client and adds milestones, members, progress. */
export type ProjectRow = Omit<Project, 'clients' | 'milestones' | 'members' | 'progress'> & {
  client_name: string;
  client_company: string | null;
};

export type MilestoneRow = Milestone & { project_id: string };

export type ProjectMemberRow = ProjectMember & { project_id: string };

// Invoiced and paid count the issued invoices (sent, overdue or paid), as client_balances does.
const projectSelect = `
  SELECT p.id, p.client_id, p.proposal_id, p.name, p.description, p.status, p.start_date,
         p.due_date, p.budget_cents, p.currency, p.created_at, p.updated_at,
         c.name AS client_name, c.company AS client_company,
         money.invoiced_cents, money.paid_cents
  FROM projects p
  JOIN clients c ON c.id = p.client_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(i.total_cents - i.credited_cents), 0)::bigint AS invoiced_cents,
           coalesce(sum(i.amount_paid_cents), 0)::bigint AS paid_cents
    FROM invoices i WHERE i.project_id = p.id AND i.status IN ('sent', 'paid')
  ) AS money`;

export async function insertProject(
  tx: Queryable,
  project: NewProject,
  milestones: readonly NewMilestone[],
  memberIds: readonly string[],
): Promise<{ id: string }> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO projects (client_id, proposal_id, name, description, status, start_date,
                           due_date, budget_cents, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      project.client_id,
      project.proposal_id,
      project.name,
      project.description,
      project.status,
      project.start_date,
      project.due_date,
      project.budget_cents,
      project.currency,
    ],
  );
  if (!row) throw new Error('INSERT INTO projects returned no row');
  await replaceMilestones(tx, row.id, milestones);
  await replaceMembers(tx, row.id, memberIds);
  return row;
}

export async function updateProject(
  tx: Queryable,
  id: string,
  fields: ProjectFields,
): Promise<void> {
  await tx.query(
    `UPDATE projects SET client_id = $2, name = $3, description = $4, status = $5,
            start_date = $6, due_date = $7, budget_cents = $8, updated_at = now()
     WHERE id = $1`,
    [
      id,
      fields.client_id,
      fields.name,
      fields.description,
      fields.status,
      fields.start_date,
      fields.due_date,
      fields.budget_cents,
    ],
  );
}

/** Locks the project row until the transaction ends. */
export async function lockProject(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

/**
 * The project's milestones become `milestones`, in that order. One sent with its id keeps that
 * id and, if it stays done, when it was completed; ids must be this project's (checked first).
 */
export async function replaceMilestones(
  tx: Queryable,
  projectId: string,
  milestones: readonly MilestoneChange[],
): Promise<void> {
  const kept = await tx.query<{ id: string; completed_at: string | null }>(
    'DELETE FROM project_milestones WHERE project_id = $1 RETURNING id, completed_at',
    [projectId],
  );
  if (milestones.length === 0) return;
  const completedAt = new Map(kept.map((row) => [row.id, row.completed_at]));
  await tx.query(
    `INSERT INTO project_milestones
       (id, project_id, position, name, due_date, percentage, is_done, completed_at)
     SELECT coalesce(m.id, gen_random_uuid()), $1, m.position, m.name, m.due_date, m.percentage,
            m.is_done, CASE WHEN m.is_done THEN coalesce(m.completed_at, now()) END
     FROM unnest($2::uuid[], $3::int[], $4::text[], $5::date[], $6::int[], $7::bool[],
                 $8::timestamptz[])
       AS m (id, position, name, due_date, percentage, is_done, completed_at)`,
    [
      projectId,
      milestones.map((m) => m.id ?? null),
      milestones.map((_, index) => index + 1),
      milestones.map((m) => m.name),
      milestones.map((m) => m.due_date),
      milestones.map((m) => m.percentage),
      milestones.map((m) => m.is_done),
      milestones.map((m) => (m.id ? (completedAt.get(m.id) ?? null) : null)),
    ],
  );
}

export async function replaceMembers(
  tx: Queryable,
  projectId: string,
  memberIds: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM project_members WHERE project_id = $1', [projectId]);
  if (memberIds.length === 0) return;
  await tx.query(
    `INSERT INTO project_members (project_id, team_member_id)
     SELECT $1, member_id FROM unnest($2::uuid[]) AS member_id ON CONFLICT DO NOTHING`,
    [projectId, memberIds],
  );
}

/** The milestone ids among `ids` that belong to the project. */
export async function projectMilestoneIds(
  q: Queryable,
  projectId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM project_milestones WHERE project_id = $1 AND id = ANY($2::uuid[])',
    [projectId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** Marks one milestone done or not; false when it is not this project's. */
export async function setMilestoneDone(
  tx: Queryable,
  projectId: string,
  milestoneId: string,
  isDone: boolean,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE project_milestones
     SET is_done = $3,
         completed_at = CASE WHEN NOT $3 THEN NULL WHEN is_done THEN completed_at ELSE now() END
     WHERE id = $2 AND project_id = $1 RETURNING id`,
    [projectId, milestoneId, isDone],
  );
  if (rows.length === 0) return false;
  await tx.query('UPDATE projects SET updated_at = now() WHERE id = $1', [projectId]);
  return true;
}

export async function findProjectRow(q: Queryable, id: string): Promise<ProjectRow | undefined> {
  const [row] = await q.query<ProjectRow>(`${projectSelect} WHERE p.id = $1`, [id]);
  return row;
}

export async function listMilestones(
  q: Queryable,
  projectIds: readonly string[],
): Promise<MilestoneRow[]> {
  if (projectIds.length === 0) return [];
  return await q.query<MilestoneRow>(
    `SELECT id, project_id, position, name, due_date, percentage, is_done, completed_at
     FROM project_milestones WHERE project_id = ANY($1::uuid[])
     ORDER BY project_id, position`,
    [projectIds],
  );
}

export async function listProjectMembers(
  q: Queryable,
  projectIds: readonly string[],
): Promise<ProjectMemberRow[]> {
  if (projectIds.length === 0) return [];
  return await q.query<ProjectMemberRow>(
    `SELECT pm.project_id, t.id, t.name, t.role_title
     FROM project_members pm JOIN team_members t ON t.id = pm.team_member_id
     WHERE pm.project_id = ANY($1::uuid[])
     ORDER BY lower(t.name), t.id`,
    [projectIds],
  );
}

/** How many money records point at the project. */
export async function projectDependants(
  q: Queryable,
  id: string,
): Promise<{ invoices: number; payments: number }> {
  const [row] = await q.query<{ invoices: number; payments: number }>(
    `SELECT (SELECT count(*) FROM invoices WHERE project_id = $1) AS invoices,
            (SELECT count(*) FROM payments WHERE project_id = $1) AS payments`,
    [id],
  );
  return row ?? { invoices: 0, payments: 0 };
}

export async function deleteProject(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM projects WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export interface ProjectListQuery {
  /** Part of the project's name or its client's name or company, any case. */
  search?: string | undefined;
  statuses?: readonly string[] | undefined;
  clientId?: string | undefined;
  /** Projects this team member works on. */
  memberId?: string | undefined;
  sort: ProjectSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const projectSortExpression: Record<ProjectSortColumn, string> = {
  created_at: 'p.created_at',
  name: 'lower(p.name)',
  due_date: 'p.due_date',
  // The order a project moves through, not the alphabet.
  status: `array_position(ARRAY['planning', 'in_progress', 'review', 'completed', 'on_hold',
                                'cancelled'], p.status)`,
};

/** One page of project rows and the number matching the filters. */
export async function listProjectRows(
  q: Queryable,
  query: ProjectListQuery,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.statuses?.length) where.push(`p.status = ANY(${param(query.statuses)}::text[])`);
  if (query.clientId) where.push(`p.client_id = ${param(query.clientId)}::uuid`);
  if (query.memberId) {
    where.push(`EXISTS (SELECT 1 FROM project_members pm
                        WHERE pm.project_id = p.id AND pm.team_member_id = ${param(query.memberId)}::uuid)`);
  }
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(
      `(p.name ILIKE ${pattern} OR c.name ILIKE ${pattern} OR c.company ILIKE ${pattern})`,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM projects p JOIN clients c ON c.id = p.client_id ${whereSql}`,
    params,
  );
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  // Projects without a due date go last either way; id keeps pages stable.
  const nulls = query.sort === 'due_date' ? ' NULLS LAST' : '';
  const rows = await q.query<ProjectRow>(
    `${projectSelect} ${whereSql}
     ORDER BY ${projectSortExpression[query.sort]} ${direction}${nulls}, p.id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}
