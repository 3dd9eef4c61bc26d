import { projectManagement } from '@atelier/shared/actions';
import { lockProject, setMilestoneDone as markMilestone } from '../../db/projects.ts';
import { isUuid, notFound } from '../client-management/record-fields.ts';
import { invoiceDoneMilestones } from '../invoice-automation/events.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { findProjectView, projectNotFound } from './project-view.ts';

/**
 * Ticks a milestone off (or back on); the project answers with its new progress. Ticked done,
 * it may invoice a step of the project's milestone rules (invoice-automation/events.ts);
 * unticking never takes an invoice back.
 */
export const setMilestoneDone = implement(projectManagement.actions.set_milestone_done, {
  handler: async ({ project_id, milestone_id, is_done }, { db }) => {
    if (!isUuid(project_id)) throw projectNotFound();
    const project = await db.transaction(async (tx) => {
      if (!(await lockProject(tx, project_id))) throw projectNotFound();
      const isMarked =
        isUuid(milestone_id) && (await markMilestone(tx, project_id, milestone_id, is_done));
      if (!isMarked) throw notFound('Milestone');
      if (is_done) await invoiceDoneMilestones(tx, project_id);
      return readBack(await findProjectView(tx, project_id), `Project ${project_id}`);
    });
    return { project };
  },
});
