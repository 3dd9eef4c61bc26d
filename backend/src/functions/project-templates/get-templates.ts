import { projectTemplates } from '@atelier/shared/actions';
import { getTemplatesInput } from '@atelier/shared/contract';
import { listTemplates } from '../../db/project-templates.ts';
import { implement } from '../registry.ts';

export { getTemplatesInput };

/** Every live template by name (a handful: no paging), of one category when asked. */
export const getTemplates = implement(projectTemplates.actions.get_templates, {
  handler: async ({ category }, { db }) => ({ templates: await listTemplates(db, category) }),
});
