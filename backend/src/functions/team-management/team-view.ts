import type { TeamMember } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { findTeamMember } from '../../db/team.ts';
import { type AppError, conflict } from '../../errors.ts';
import { notFound } from '../client-management/record-fields.ts';

export async function findTeamMemberView(q: Queryable, id: string): Promise<TeamMember | null> {
  return (await findTeamMember(q, id)) ?? null;
}

export const teamMemberNotFound = () => notFound('Team member');

export const teamEmailTaken = (): AppError =>
  conflict('team_email_taken', 'A team member with this e-mail already exists');
