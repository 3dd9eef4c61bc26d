import { projectManagement } from '@atelier/shared/actions';
import type { Queryable } from '../../db/database.ts';
import { findDeliverable, insertDeliverable } from '../../db/deliverables.ts';
import { lockProject, projectMilestoneIds } from '../../db/projects.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { projectNotFound } from './project-view.ts';

/**
 * A deliverable for the client to approve, added as a draft the client does not see until
 * `submit_deliverable`. Its file, when it has one, must be one of the project's client's
 * (`client-files` objects live under `<client id>/`), so a deliverable never points a client
 * at another client's file.
 */
export const addDeliverable = implement(projectManagement.actions.add_deliverable, {
  handler: async (input, { db }) => {
    if (!isUuid(input.project_id)) throw projectNotFound();
    const id = await db.transaction(async (tx) => {
      if (!(await lockProject(tx, input.project_id))) throw projectNotFound();
      const milestoneId = input.milestone_id ?? null;
      if (milestoneId !== null) {
        const isOwn =
          isUuid(milestoneId) &&
          (await projectMilestoneIds(tx, input.project_id, [milestoneId])).has(milestoneId);
        if (!isOwn)
          throw invalidField('milestone_id', 'No such milestone in this project', {
            code: 'not_found',
          });
      }
      const filePath = input.file_path ?? null;
      if (filePath !== null) await checkClientFile(tx, input.project_id, filePath);
      return await insertDeliverable(tx, {
        project_id: input.project_id,
        milestone_id: milestoneId,
        title: input.title,
        description: input.description ?? null,
        file_path: filePath,
      });
    });
    return { deliverable: readBack(await findDeliverable(db, id), `Deliverable ${id}`) };
  },
});

async function checkClientFile(tx: Queryable, projectId: string, path: string): Promise<void> {
  const [row] = await tx.query<{ client_id: string }>(
    'SELECT client_id FROM projects WHERE id = $1',
    [projectId],
  );
  const prefix = `${row?.client_id ?? ''}/`;
  const isInside = path.startsWith(prefix) && !path.split('/').includes('..');
  if (!isInside) {
    throw invalidField(
      'file_path',
      "The file must be one of this project's client's files",
      fieldFailure('not_client_file'),
    );
  }
}
