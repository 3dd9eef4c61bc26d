import { projectManagement } from '@atelier/shared/actions';
import { insertProject } from '../../db/projects.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkProjectDates, checkProjectReferences, toMilestoneChanges } from './project-fields.ts';
import { findProjectView } from './project-view.ts';

/** A new project for a client, in the agency's currency, with its milestones and team. */
export const createProject = implement(projectManagement.actions.create_project, {
  handler: async (input, { db }) => {
    const dates = { start_date: input.start_date ?? null, due_date: input.due_date ?? null };
    checkProjectDates(dates);
    const memberIds = [...new Set(input.member_ids ?? [])];
    const project = await db.transaction(async (tx) => {
      await checkProjectReferences(tx, { client_id: input.client_id, member_ids: memberIds });
      // A new project has no milestones yet to keep: ids sent with them are ignored.
      const milestones = toMilestoneChanges(input.milestones ?? []).map(({ id: _id, ...m }) => m);
      const { id } = await insertProject(
        tx,
        {
          client_id: input.client_id,
          proposal_id: null,
          name: input.name,
          description: input.description ?? null,
          status: input.status ?? 'planning',
          ...dates,
          budget_cents: input.budget_cents ?? null,
          currency: await readAgencyCurrency(tx),
        },
        milestones,
        memberIds,
      );
      return readBack(await findProjectView(tx, id), `Project ${id}`);
    });
    return { project };
  },
});
