import { emptyAnswer } from '../record-fields';
import {
  createTeamMemberInput,
  getTeamMembersInput,
  teamInvitationSchema,
  teamMemberAnswer,
  teamMemberDetailSchema,
  teamMemberIdInput,
  teamPageSchema,
  updateTeamMemberInput,
} from '../team';
import { defineActions } from './define';

/** `POST /functions/v1/team-management`: the agency's team (docs/records.md). */
export const teamManagement = defineActions('team-management', {
  get_team_members: { access: 'admin', input: getTeamMembersInput, output: teamPageSchema },
  get_team_member: { access: 'admin', input: teamMemberIdInput, output: teamMemberDetailSchema },
  create_team_member: { access: 'admin', input: createTeamMemberInput, output: teamMemberAnswer },
  update_team_member: { access: 'admin', input: updateTeamMemberInput, output: teamMemberAnswer },
  delete_team_member: { access: 'admin', input: teamMemberIdInput, output: emptyAnswer },
  /** Gives the member an admin account and e-mails them a link to choose their password. */
  invite_team_member: { access: 'admin', input: teamMemberIdInput, output: teamInvitationSchema },
});
