import { z } from 'zod';
import { listTeamMembers, teamSortColumns } from '../../db/team.ts';
import { listParams, pageWindow } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { teamMemberFieldSchemas as f } from './team-fields.ts';

export const getTeamMembersInput = z.object({
  is_active: f.is_active.optional(),
  ...listParams(teamSortColumns, 'created_at'),
});

/** One page of the team, searched by name, e-mail or role. */
export const getTeamMembers = defineAction({
  access: 'admin',
  input: getTeamMembersInput,
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
