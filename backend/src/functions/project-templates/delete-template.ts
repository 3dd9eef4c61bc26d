import { projectTemplates } from '@atelier/shared/actions';
import { archiveTemplate } from '../../db/project-templates.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { templateNotFound } from './template-fields.ts';

/**
 * Archives the template: it leaves every list and answers 404 from then on. Projects made from
 * it are copies (their own milestones and budget), so they are not touched.
 */
export const deleteTemplate = implement(projectTemplates.actions.delete_template, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw templateNotFound();
    if (!(await db.transaction((tx) => archiveTemplate(tx, id)))) throw templateNotFound();
    return {};
  },
});
