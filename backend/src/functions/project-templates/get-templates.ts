import { getTemplatesInput, projectTemplatesAnswer } from '@atelier/shared/contract';
import { listTemplates } from '../../db/project-templates.ts';
import { defineAction } from '../registry.ts';

export { getTemplatesInput };

/** Every live template by name (a handful: no paging), of one category when asked. */
export const getTemplates = defineAction({
  access: 'admin',
  input: getTemplatesInput,
  output: projectTemplatesAnswer,
  handler: async ({ category }, { db }) => ({ templates: await listTemplates(db, category) }),
});
