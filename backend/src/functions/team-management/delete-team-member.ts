import { teamManagement } from '@atelier/shared/actions';
import { deleteTeamMember as removeTeamMember } from '../../db/team.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { teamMemberNotFound } from './team-view.ts';

/** Deletes the member and takes them off their projects; their user account stays. */
export const deleteTeamMember = implement(teamManagement.actions.delete_team_member, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id) || !(await db.transaction((tx) => removeTeamMember(tx, id)))) {
      throw teamMemberNotFound();
    }
    return {};
  },
});
