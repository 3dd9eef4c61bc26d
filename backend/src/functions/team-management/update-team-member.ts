import { z } from 'zod';
import {
  findTeamMember,
  lockTeamMember,
  teamMemberIdByEmail,
  updateTeamMember as writeTeamMember,
} from '../../db/team.ts';
import { isUniqueViolation } from '../client-management/client-fields.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { teamMemberFieldSchemas as f, teamEmailTaken, teamMemberIdSchema } from './team-fields.ts';
import { findTeamMemberView, teamMemberNotFound } from './team-view.ts';

export const updateTeamMemberInput = z.object({
  id: teamMemberIdSchema,
  name: f.name.optional(),
  email: f.email.optional(),
  role_title: f.role_title.optional(),
  hourly_rate_cents: f.hourly_rate_cents.optional(),
  is_active: f.is_active.optional(),
});

/** Only the fields sent change; null clears an optional one. */
export const updateTeamMember = defineAction({
  access: 'admin',
  input: updateTeamMemberInput,
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
        return await findTeamMemberView(tx, id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'team_members_email_key') ? teamEmailTaken() : error;
      });
    return { member };
  },
});
