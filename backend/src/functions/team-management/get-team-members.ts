import { teamManagement } from '@atelier/shared/actions';
import { listTeamMembers } from '../../db/team.ts';
import { pageWindow } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

/** One page of the team, searched by name, e-mail or role. */
export const getTeamMembers = implement(teamManagement.actions.get_team_members, {
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
