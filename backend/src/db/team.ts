import type { TeamMember, TeamMemberFields, TeamSortColumn } from '@atelier/shared/contract';
import type { Queryable } from './database.ts';
import { escapeLike, sqlParams, updateColumns } from './sql.ts';

/** The row types are the contract's (shared/src/contract/team.ts). */
export type { TeamMemberFields };
export type TeamMemberRow = TeamMember;

const writableMemberColumns = [
  'name',
  'email',
  'role_title',
  'hourly_rate_cents',
  'is_active',
] as const satisfies readonly (keyof TeamMemberFields)[];

const memberSelect = `
  SELECT t.id, t.name, t.email, t.role_title, t.hourly_rate_cents, t.currency, t.is_active,
         t.user_id, t.user_id IS NOT NULL AS has_account,
         (SELECT count(*) FROM project_members pm WHERE pm.team_member_id = t.id) AS project_count,
         t.created_at, t.updated_at
  FROM team_members t`;

export async function findTeamMember(q: Queryable, id: string): Promise<TeamMemberRow | undefined> {
  const [row] = await q.query<TeamMemberRow>(`${memberSelect} WHERE t.id = $1`, [id]);
  return row;
}

/** Locks the member row until the transaction ends; false when there is none. */
export async function lockTeamMember(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM team_members WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

/** The member holding this e-mail, other than `exceptId`. */
export async function teamMemberIdByEmail(
  q: Queryable,
  email: string,
  exceptId: string | null = null,
): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    'SELECT id FROM team_members WHERE email = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)',
    [email, exceptId],
  );
  return row?.id;
}

/** The ids among `ids` that name no team member. */
export async function missingTeamMemberIds(
  q: Queryable,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM team_members WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function insertTeamMember(
  tx: Queryable,
  fields: TeamMemberFields,
  currency: string,
): Promise<{ id: string }> {
  const columns = [...writableMemberColumns, 'currency'];
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO team_members (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    [...writableMemberColumns.map((column) => fields[column]), currency],
  );
  if (!row) throw new Error('INSERT INTO team_members returned no row');
  return row;
}

export async function updateTeamMember(
  tx: Queryable,
  id: string,
  fields: TeamMemberFields,
): Promise<void> {
  await updateColumns(tx, 'team_members', id, writableMemberColumns, fields);
}

export async function linkTeamMemberAccount(
  tx: Queryable,
  id: string,
  userId: string,
): Promise<void> {
  await tx.query('UPDATE team_members SET user_id = $2, updated_at = now() WHERE id = $1', [
    id,
    userId,
  ]);
}

/** The member linked to this account, other than `exceptId`. */
export async function teamMemberIdByUser(
  q: Queryable,
  userId: string,
  exceptId: string,
): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    'SELECT id FROM team_members WHERE user_id = $1 AND id <> $2',
    [userId, exceptId],
  );
  return row?.id;
}

/** Deletes the member; project_members rows go with it (ON DELETE CASCADE). */
export async function deleteTeamMember(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM team_members WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export interface TeamListQuery {
  /** Part of the name, e-mail or role title, any case. */
  search?: string | undefined;
  isActive?: boolean | undefined;
  sort: TeamSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const teamSortExpression: Record<TeamSortColumn, string> = {
  created_at: 't.created_at',
  name: 'lower(t.name)',
};

/** One page of team members and the number matching the filters. */
export async function listTeamMembers(
  q: Queryable,
  query: TeamListQuery,
): Promise<{ rows: TeamMemberRow[]; total: number }> {
  const { params, param } = sqlParams();
  const where: string[] = [];
  if (query.isActive !== undefined) where.push(`t.is_active = ${param(query.isActive)}`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    where.push(
      `(t.name ILIKE ${pattern} OR t.email ILIKE ${pattern} OR t.role_title ILIKE ${pattern})`,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [counted] = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM team_members t ${whereSql}`,
    params,
  );
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const rows = await q.query<TeamMemberRow>(
    `${memberSelect} ${whereSql}
     ORDER BY ${teamSortExpression[query.sort]} ${direction}, t.id ${direction}
     LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}
