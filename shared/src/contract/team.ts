import { z } from 'zod';
import { SEARCH_MAX } from '../records/limits';
import { contactEmailSchema, EMAIL_MAX_LENGTH } from './accounts';
import type { Project } from './projects';
import {
  centsSchema,
  type ListPage,
  type ListQuery,
  listParams,
  optionalText,
  recordIdSchema,
  requiredText,
} from './record-fields';

/**
 * The `team-management` contract (docs/records.md): the team member as every action answers
 * it, the input schema of each action (the server validates with them, the admin's form too)
 * and the limits the form shows.
 */

export const TEAM_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  roleTitle: 100,
  search: SEARCH_MAX,
} as const;

export const TEAM_SORT_COLUMNS = ['created_at', 'name'] as const;
export type TeamSortColumn = (typeof TEAM_SORT_COLUMNS)[number];

export const teamMemberFieldSchemas = {
  name: requiredText(TEAM_LIMITS.name, 'Name'),
  email: contactEmailSchema,
  role_title: optionalText(TEAM_LIMITS.roleTitle, 'Role'),
  hourly_rate_cents: centsSchema('Hourly rate').nullable(),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

const f = teamMemberFieldSchemas;

export const teamMemberIdInput = z.object({ id: recordIdSchema('id') });

export const createTeamMemberInput = z.object({
  name: f.name,
  email: f.email,
  role_title: f.role_title.optional(),
  hourly_rate_cents: f.hourly_rate_cents.optional(),
  is_active: f.is_active.optional(),
});

/** Only the fields sent change; null clears an optional one. */
export const updateTeamMemberInput = z.object({
  id: recordIdSchema('id'),
  name: f.name.optional(),
  email: f.email.optional(),
  role_title: f.role_title.optional(),
  hourly_rate_cents: f.hourly_rate_cents.optional(),
  is_active: f.is_active.optional(),
});

export const getTeamMembersInput = z.object({
  is_active: f.is_active.optional(),
  ...listParams(TEAM_SORT_COLUMNS, 'created_at'),
});

/** What a create or an update of a team member writes. */
export type TeamMemberFields = {
  name: string;
  email: string;
  role_title: string | null;
  hourly_rate_cents: number | null;
  is_active: boolean;
};

/** A team member as every action answers it. */
export type TeamMember = TeamMemberFields & {
  id: string;
  /** The currency of the hourly rate (the agency's). */
  currency: string;
  /** The member's admin account, once invited. */
  user_id: string | null;
  has_account: boolean;
  project_count: number;
  created_at: string;
  updated_at: string;
};

export type NewTeamMember = z.input<typeof createTeamMemberInput>;
export type TeamMemberChanges = z.input<typeof updateTeamMemberInput>;
export type TeamListQuery = ListQuery<TeamSortColumn> & { is_active?: boolean };
export type TeamPage = ListPage<'members', TeamMember>;
export type TeamMemberDetail = { member: TeamMember; projects: Project[] };

/** `invite_team_member`: the e-mail a set-password link went to, and until when it works. */
export type TeamInvitation = {
  member: TeamMember;
  invitation: { email: string; expires_at: string };
};
