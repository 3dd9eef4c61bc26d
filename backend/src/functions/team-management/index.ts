import { teamManagement as teamManagementActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { createTeamMember } from './create-team-member.ts';
import { deleteTeamMember } from './delete-team-member.ts';
import { getTeamMember } from './get-team-member.ts';
import { getTeamMembers } from './get-team-members.ts';
import { inviteTeamMember } from './invite-team-member.ts';
import { updateTeamMember } from './update-team-member.ts';

/** `POST /functions/v1/team-management`; the contract is in docs/records.md. */
export const teamManagement = defineFunction(teamManagementActions, {
  get_team_members: getTeamMembers,
  get_team_member: getTeamMember,
  create_team_member: createTeamMember,
  update_team_member: updateTeamMember,
  delete_team_member: deleteTeamMember,
  invite_team_member: inviteTeamMember,
});
