import { z } from 'zod';
import { deleteTeamMember as removeTeamMember } from '../../db/team.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { teamMemberIdSchema } from './team-fields.ts';
import { teamMemberNotFound } from './team-view.ts';

export const deleteTeamMemberInput = z.object({ id: teamMemberIdSchema });

/** Deletes the member and takes them off their projects; their user account stays. */
export const deleteTeamMember = defineAction({
  access: 'admin',
  input: deleteTeamMemberInput,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id) || !(await db.transaction((tx) => removeTeamMember(tx, id)))) {
      throw teamMemberNotFound();
    }
    return {};
  },
});
