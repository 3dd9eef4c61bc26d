import { projectManagement } from '@atelier/shared/actions';
import {
  lockProject,
  projectDependants,
  deleteProject as removeProject,
} from '../../db/projects.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { projectNotFound } from './project-view.ts';

/** Deletes a project without money records (its milestones and team links go with it). */
export const deleteProject = implement(projectManagement.actions.delete_project, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw projectNotFound();
    await db.transaction(async (tx) => {
      if (!(await lockProject(tx, id))) throw projectNotFound();
      const { invoices, payments } = await projectDependants(tx, id);
      if (invoices + payments > 0) {
        throw conflict(
          'project_has_invoices',
          'This project has invoices or payments; set it cancelled instead of deleting it',
        );
      }
      await removeProject(tx, id);
    });
    return {};
  },
});
