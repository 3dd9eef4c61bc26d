import { emptyAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import {
  lockProject,
  projectDependants,
  deleteProject as removeProject,
} from '../../db/projects.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { projectIdSchema } from './project-fields.ts';
import { projectNotFound } from './project-view.ts';

export const deleteProjectInput = z.object({ id: projectIdSchema });

/** Deletes a project without money records (its milestones and team links go with it). */
export const deleteProject = defineAction({
  access: 'admin',
  input: deleteProjectInput,
  output: emptyAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw projectNotFound();
    await db.transaction(async (tx) => {
      if (!(await lockProject(tx, id))) throw projectNotFound();
      const { invoices, payments } = await projectDependants(tx, id);
      if (invoices + payments > 0) {
        throw new AppError(
          'CONFLICT',
          'This project has invoices or payments; set it cancelled instead of deleting it',
        );
      }
      await removeProject(tx, id);
    });
    return {};
  },
});
