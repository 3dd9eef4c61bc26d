import { teamManagement } from '@atelier/shared/actions';
import {
  findTeamMember,
  lockTeamMember,
  teamMemberIdByEmail,
  updateTeamMember as writeTeamMember,
} from '../../db/team.ts';
import { isUniqueViolation } from '../client-management/client-fields.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { findTeamMemberView, teamEmailTaken, teamMemberNotFound } from './team-view.ts';

/** Only the fields sent change; null clears an optional one. */
export const updateTeamMember = implement(teamManagement.actions.update_team_member, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw teamMemberNotFound();
    const member = await db
      .transaction(async (tx) => {
        if (!(await lockTeamMember(tx, id))) throw teamMemberNotFound();
        const current = await findTeamMember(tx, id);
        if (!current) throw teamMemberNotFound();
        const fields = { ...current, ...definedOnly(changes) };
        if (await teamMemberIdByEmail(tx, fields.email, id)) throw teamEmailTaken();
        await writeTeamMember(tx, id, fields);
        return readBack(await findTeamMemberView(tx, id), `Team member ${id}`);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'team_members_email_key') ? teamEmailTaken() : error;
      });
    return { member };
  },
});
