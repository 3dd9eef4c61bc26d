import { clientPortal } from '@atelier/shared/actions';
import type { PortalProjectsAnswer } from '@atelier/shared/contract';
import { listClientProjects } from '../../db/portal-records.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';
import { withMilestones } from './project-summaries.ts';

/** The caller's projects, newest first, with progress, next milestone and what awaits them. */
export const getProjects = implement(clientPortal.actions.get_projects, {
  handler: async (_input, { db, caller }): Promise<PortalProjectsAnswer> => {
    const client = await portalClient(db, caller);
    const projects = await withMilestones(db, await listClientProjects(db, client.id));
    return {
      projects: projects.map(
        ({
          id,
          name,
          status,
          start_date,
          due_date,
          progress,
          next_milestone,
          deliverables_awaiting,
        }) => ({
          id,
          name,
          status,
          start_date,
          due_date,
          progress,
          next_milestone,
          deliverables_awaiting,
        }),
      ),
    };
  },
});
