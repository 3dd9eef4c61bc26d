import { type ActionName, type CallOptions, callAction, type InputOf } from '@atelier/shared';
import type { NewTeamMember, TeamListQuery, TeamMemberChanges } from '../contract/team';

/** The function behind the agency's team; its contract is docs/records.md. */
export const TEAM_FUNCTION = 'team-management' as const;

export const TEAM_ACTIONS = [
  'get_team_members',
  'get_team_member',
  'create_team_member',
  'update_team_member',
  'delete_team_member',
  'invite_team_member',
] as const satisfies readonly TeamAction[];
export type TeamAction = ActionName<typeof TEAM_FUNCTION>;

const call = <A extends TeamAction>(
  action: A,
  payload: InputOf<typeof TEAM_FUNCTION, A>,
  options?: CallOptions,
) => callAction(TEAM_FUNCTION, action, payload, options);

export const getTeamMembers = (query: TeamListQuery = {}, options?: CallOptions) =>
  call('get_team_members', query, options);

export const getTeamMember = (id: string, options?: CallOptions) =>
  call('get_team_member', { id }, options);

export const createTeamMember = (member: NewTeamMember, options?: CallOptions) =>
  call('create_team_member', member, options);

export const updateTeamMember = (changes: TeamMemberChanges, options?: CallOptions) =>
  call('update_team_member', changes, options);

/** Also takes them off every project. */
export const deleteTeamMember = (id: string, options?: CallOptions) =>
  call('delete_team_member', { id }, options);

/** Gives the member an admin account and e-mails a set-password link (super_admin only). */
export const inviteTeamMember = (id: string, options?: CallOptions) =>
  call('invite_team_member', { id }, options);
