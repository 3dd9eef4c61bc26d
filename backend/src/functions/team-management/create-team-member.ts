import { z } from 'zod';
import { readAgencyCurrency } from '../../db/settings.ts';
import { insertTeamMember, teamMemberIdByEmail } from '../../db/team.ts';
import { isUniqueViolation } from '../client-management/client-fields.ts';
import { defineAction } from '../registry.ts';
import { teamMemberFieldSchemas as f, teamEmailTaken } from './team-fields.ts';
import { findTeamMemberView } from './team-view.ts';

export const createTeamMemberInput = z.object({
  name: f.name,
  email: f.email,
  role_title: f.role_title.optional(),
  hourly_rate_cents: f.hourly_rate_cents.optional(),
  is_active: f.is_active.optional(),
});

/** A new member of the agency's team (without an account until invited). */
export const createTeamMember = defineAction({
  access: 'admin',
  input: createTeamMemberInput,
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
        return await findTeamMemberView(tx, id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'team_members_email_key') ? teamEmailTaken() : error;
      });
    return { member };
  },
});
