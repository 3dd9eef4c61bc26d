import { projectTemplates } from '@atelier/shared/actions';
import { templateIdInput } from '@atelier/shared/contract';
import { findTemplate } from '../../db/project-templates.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { templateNotFound } from './template-fields.ts';

export { templateIdInput };

/** One live template; an archived one is gone (404) like a deleted record. */
export const getTemplate = implement(projectTemplates.actions.get_template, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw templateNotFound();
    const template = await findTemplate(db, id);
    if (!template) throw templateNotFound();
    return { template };
  },
});
