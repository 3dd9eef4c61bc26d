import { teamManagement } from '@atelier/shared/actions';
import { isUuid } from '../client-management/record-fields.ts';
import { listProjectViews } from '../project-management/project-view.ts';
import { implement } from '../registry.ts';
import { findTeamMemberView, teamMemberNotFound } from './team-view.ts';

/** One member with the projects they work on, newest first (at most 100). */
export const getTeamMember = implement(teamManagement.actions.get_team_member, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw teamMemberNotFound();
    const member = await findTeamMemberView(db, id);
    if (!member) throw teamMemberNotFound();
    const { projects } = await listProjectViews(db, {
      memberId: id,
      sort: 'created_at',
      order: 'desc',
      limit: 100,
      offset: 0,
    });
    return { member, projects };
  },
});
