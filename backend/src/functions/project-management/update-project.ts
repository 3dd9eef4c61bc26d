import { projectManagement } from '@atelier/shared/actions';
import type { Queryable } from '../../db/database.ts';
import {
  findProjectRow,
  lockProject,
  projectDependants,
  projectMilestoneIds,
  replaceMembers,
  replaceMilestones,
  updateProject as writeProject,
} from '../../db/projects.ts';
import { conflict } from '../../errors.ts';
import { definedOnly, invalidField, isUuid } from '../client-management/record-fields.ts';
import { invoiceProjectUpdate } from '../invoice-automation/events.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import {
  checkProjectDates,
  checkProjectReferences,
  type MilestoneInput,
  toMilestoneChanges,
} from './project-fields.ts';
import { findProjectView, projectNotFound } from './project-view.ts';

/**
 * Only the fields sent change; `member_ids` and `milestones`, when sent, replace the set. A
 * milestone sent with its id keeps its identity (and when it was completed). A project started,
 * completed or with milestones done invoices what its rules say (invoice-automation/events.ts).
 */
export const updateProject = implement(projectManagement.actions.update_project, {
  handler: async ({ id, member_ids, milestones, ...changes }, { db }) => {
    if (!isUuid(id)) throw projectNotFound();
    const project = await db.transaction(async (tx) => {
      if (!(await lockProject(tx, id))) throw projectNotFound();
      const current = await findProjectRow(tx, id);
      if (!current) throw projectNotFound();
      const next = { ...current, ...definedOnly(changes) };
      checkProjectDates(next);
      const memberIds = member_ids && [...new Set(member_ids)];
      await checkProjectReferences(tx, {
        client_id: changes.client_id,
        member_ids: memberIds,
      });
      if (next.client_id !== current.client_id) await refuseClientMove(tx, id);
      if (milestones) await checkMilestoneIds(tx, id, milestones);
      await writeProject(tx, id, next);
      if (milestones) await replaceMilestones(tx, id, toMilestoneChanges(milestones));
      if (memberIds) await replaceMembers(tx, id, memberIds);
      await invoiceProjectUpdate(tx, id, {
        from: current.status,
        to: next.status,
        hasMilestones: milestones !== undefined,
      });
      return readBack(await findProjectView(tx, id), `Project ${id}`);
    });
    return { project };
  },
});

/** Invoices and payments are the client's: the project cannot take them to another one. */
async function refuseClientMove(tx: Queryable, id: string): Promise<void> {
  const { invoices, payments } = await projectDependants(tx, id);
  if (invoices + payments > 0) {
    throw conflict(
      'project_client_locked',
      'This project has invoices or payments for its client; it cannot move to another client',
    );
  }
}

async function checkMilestoneIds(
  tx: Queryable,
  projectId: string,
  milestones: readonly MilestoneInput[],
): Promise<void> {
  const sent = milestones.map((m) => m.id).filter((id): id is string => id !== undefined);
  const own = await projectMilestoneIds(tx, projectId, sent.filter(isUuid));
  const seen = new Set<string>();
  for (const [index, milestone] of milestones.entries()) {
    if (milestone.id === undefined) continue;
    if (!own.has(milestone.id) || seen.has(milestone.id)) {
      throw invalidField(`milestones.${index}.id`, 'No such milestone in this project', {
        code: 'not_found',
      });
    }
    seen.add(milestone.id);
  }
}
