import type { Queryable } from '../../db/database.ts';
import { findTeamMember, type TeamMemberRow } from '../../db/team.ts';
import { notFound } from '../client-management/record-fields.ts';

/** The member answer: the row plus `has_account` and `project_count`. */
export type TeamMember = TeamMemberRow;

export async function findTeamMemberView(q: Queryable, id: string): Promise<TeamMember | null> {
  return (await findTeamMember(q, id)) ?? null;
}

export const teamMemberNotFound = () => notFound('Team member');
