import { getInvoiceRulesInput, invoiceRulesAnswer } from '@atelier/shared/contract';
import { listInvoiceRules } from '../../db/invoice-rules.ts';
import { defineAction } from '../registry.ts';

/** Every rule by name with `projectsUsed`, paused ones included (the page shows them off). */
export const getRules = defineAction({
  access: 'admin',
  input: getInvoiceRulesInput,
  output: invoiceRulesAnswer,
  handler: async (_input, { db }) => ({ rules: await listInvoiceRules(db) }),
});
