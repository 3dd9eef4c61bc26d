/**
 * The `team-management` contract on the client (docs/records.md): the team member as every
 * action answers it, the payloads of each action and the limits forms check.
 */

import type { Project } from '../contract/projects';
import type { SortOrder } from '../records/vocabulary';

export const TEAM_LIMITS = {
  name: 200,
  email: 254,
  roleTitle: 100,
  search: 200,
} as const;

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role_title: string | null;
  hourly_rate_cents: number | null;
  /** The currency of the hourly rate (the agency's). */
  currency: string;
  is_active: boolean;
  /** The member's admin account, once invited. */
  user_id: string | null;
  has_account: boolean;
  project_count: number;
  created_at: string;
  updated_at: string;
};

export type TeamMemberFields = Pick<
  TeamMember,
  'name' | 'email' | 'role_title' | 'hourly_rate_cents' | 'is_active'
>;

export type NewTeamMember = Pick<TeamMemberFields, 'name' | 'email'> &
  Partial<Omit<TeamMemberFields, 'name' | 'email'>>;

export type TeamMemberChanges = { id: string } & Partial<TeamMemberFields>;

export type TeamSortColumn = 'name' | 'created_at';

export type TeamListQuery = {
  search?: string;
  is_active?: boolean;
  sort?: TeamSortColumn;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type TeamPage = { members: TeamMember[]; total: number; page: number; pageSize: number };

export type TeamMemberDetail = { member: TeamMember; projects: Project[] };

/** `invite_team_member`: the e-mail a set-password link went to, and until when it works. */
export type TeamInvitation = {
  member: TeamMember;
  invitation: { email: string; expires_at: string };
};
