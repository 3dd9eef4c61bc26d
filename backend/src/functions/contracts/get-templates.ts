import { contractTemplatesAnswer, getContractTemplatesInput } from '@atelier/shared/contract';
import { listContractTemplates } from '../../db/contract-templates.ts';
import { defineAction } from '../registry.ts';

/** Every live contract template by name (a handful: no paging), of one type when asked. */
export const getTemplates = defineAction({
  access: 'admin',
  input: getContractTemplatesInput,
  output: contractTemplatesAnswer,
  handler: async ({ type }, { db }) => ({ templates: await listContractTemplates(db, type) }),
});
