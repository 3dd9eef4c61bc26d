import { actionCaller, type CallOptions } from '@atelier/shared';
import type { NewTeamMember, TeamListQuery, TeamMemberChanges } from '../../contract/team';

/** The function behind the agency's team; its contract is docs/records.md. */
export const TEAM_FUNCTION = 'team-management' as const;

const call = actionCaller(TEAM_FUNCTION);

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
