import { type CallOptions, callFunction } from '@atelier/shared';
import type {
  NewTeamMember,
  TeamInvitation,
  TeamListQuery,
  TeamMember,
  TeamMemberChanges,
  TeamMemberDetail,
  TeamPage,
} from '../contract/team';

/** The function behind the agency's team; its contract is docs/records.md. */
export const TEAM_FUNCTION = 'team-management';

export const TEAM_ACTIONS = [
  'get_team_members',
  'get_team_member',
  'create_team_member',
  'update_team_member',
  'delete_team_member',
  'invite_team_member',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: TeamAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(TEAM_FUNCTION, action, payload, options);

export const getTeamMembers = (query: TeamListQuery = {}, options?: CallOptions) =>
  call<TeamPage>('get_team_members', query, options);

export const getTeamMember = (id: string, options?: CallOptions) =>
  call<TeamMemberDetail>('get_team_member', { id }, options);

export const createTeamMember = (member: NewTeamMember, options?: CallOptions) =>
  call<{ member: TeamMember }>('create_team_member', member, options);

export const updateTeamMember = (changes: TeamMemberChanges, options?: CallOptions) =>
  call<{ member: TeamMember }>('update_team_member', changes, options);

/** Also takes them off every project. */
export const deleteTeamMember = (id: string, options?: CallOptions) =>
  call<Record<never, never>>('delete_team_member', { id }, options);

/** Gives the member an admin account and e-mails a set-password link (super_admin only). */
export const inviteTeamMember = (id: string, options?: CallOptions) =>
  call<TeamInvitation>('invite_team_member', { id }, options);
