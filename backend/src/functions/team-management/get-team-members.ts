import { getTeamMembersInput, teamPageSchema } from '@atelier/shared/contract';
import { listTeamMembers } from '../../db/team.ts';
import { pageWindow } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';

/** One page of the team, searched by name, e-mail or role. */
export const getTeamMembers = defineAction({
  access: 'admin',
  input: getTeamMembersInput,
  output: teamPageSchema,
  handler: async (input, { db }) => {
    const { rows, total } = await listTeamMembers(db, {
      search: input.search || undefined,
      isActive: input.is_active,
      sort: input.sort,
      order: input.order,
      ...pageWindow(input),
    });
    return { members: rows, total, page: input.page, pageSize: input.pageSize };
  },
});
