import { projectTemplateAnswer, templateIdInput } from '@atelier/shared/contract';
import { findTemplate } from '../../db/project-templates.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { defineAction } from '../registry.ts';
import { templateNotFound } from './template-fields.ts';

export { templateIdInput };

/** One live template; an archived one is gone (404) like a deleted record. */
export const getTemplate = defineAction({
  access: 'admin',
  input: templateIdInput,
  output: projectTemplateAnswer,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw templateNotFound();
    const template = await findTemplate(db, id);
    if (!template) throw templateNotFound();
    return { template };
  },
});
