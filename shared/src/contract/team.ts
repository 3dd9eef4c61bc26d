import { z } from 'zod';
import { SEARCH_MAX } from '../records/limits';
import { contactEmailSchema, EMAIL_MAX_LENGTH } from './accounts';
import { projectSchema } from './projects';
import {
  centsAnswer,
  centsSchema,
  countSchema,
  type ListQuery,
  listPageSchema,
  listParams,
  optionalText,
  recordIdSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
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
  name: requiredText(TEAM_LIMITS.name, 'Name', { isName: true }),
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
export const teamMemberFieldsSchema = z.object({
  name: z.string(),
  email: z.string(),
  role_title: z.string().nullable(),
  hourly_rate_cents: centsAnswer.nullable(),
  is_active: z.boolean(),
});
export type TeamMemberFields = z.infer<typeof teamMemberFieldsSchema>;

/** A team member as every action answers it. */
export const teamMemberSchema = teamMemberFieldsSchema.extend({
  id: uuidSchema,
  /** The currency of the hourly rate (the agency's). */
  currency: z.string(),
  /** The member's admin account, once invited. */
  user_id: uuidSchema.nullable(),
  has_account: z.boolean(),
  project_count: countSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** create_team_member and update_team_member. */
export const teamMemberAnswer = z.object({ member: teamMemberSchema });

export type NewTeamMember = z.input<typeof createTeamMemberInput>;
export type TeamMemberChanges = z.input<typeof updateTeamMemberInput>;
export type TeamListQuery = ListQuery<TeamSortColumn> & { is_active?: boolean };
export const teamPageSchema = listPageSchema('members', teamMemberSchema);
export type TeamPage = z.infer<typeof teamPageSchema>;
export const teamMemberDetailSchema = z.object({
  member: teamMemberSchema,
  projects: z.array(projectSchema),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** `invite_team_member`: the e-mail a set-password link went to, and until when it works. */
export const teamInvitationSchema = z.object({
  member: teamMemberSchema,
  invitation: z.object({ email: z.string(), expires_at: timestampSchema }),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
