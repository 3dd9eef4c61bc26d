import { teamManagement } from '@atelier/shared/actions';
import { readAgencyCurrency } from '../../db/settings.ts';
import { insertTeamMember, teamMemberIdByEmail } from '../../db/team.ts';
import { isUniqueViolation } from '../client-management/client-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { findTeamMemberView, teamEmailTaken } from './team-view.ts';

/** A new member of the agency's team (without an account until invited). */
export const createTeamMember = implement(teamManagement.actions.create_team_member, {
  handler: async (input, { db }) => {
    const member = await db
      .transaction(async (tx) => {
        if (await teamMemberIdByEmail(tx, input.email)) throw teamEmailTaken();
        const currency = await readAgencyCurrency(tx);
        const fields = {
          name: input.name,
          email: input.email,
          role_title: input.role_title ?? null,
          hourly_rate_cents: input.hourly_rate_cents ?? null,
          is_active: input.is_active ?? true,
        };
        const { id } = await insertTeamMember(tx, fields, currency);
        return readBack(await findTeamMemberView(tx, id), `Team member ${id}`);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'team_members_email_key') ? teamEmailTaken() : error;
      });
    return { member };
  },
});
