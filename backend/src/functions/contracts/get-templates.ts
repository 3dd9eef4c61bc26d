import { contracts } from '@atelier/shared/actions';
import { listContractTemplates } from '../../db/contract-templates.ts';
import { implement } from '../registry.ts';

/** Every live contract template by name (a handful: no paging), of one type when asked. */
export const getTemplates = implement(contracts.actions.get_templates, {
  handler: async ({ type }, { db }) => ({ templates: await listContractTemplates(db, type) }),
});
