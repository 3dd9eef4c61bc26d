import { invoiceAutomation } from '@atelier/shared/actions';
import { listInvoiceRules } from '../../db/invoice-rules.ts';
import { implement } from '../registry.ts';

/** Every rule by name with `projectsUsed`, paused ones included (the page shows them off). */
export const getRules = implement(invoiceAutomation.actions.get_rules, {
  handler: async (_input, { db }) => ({ rules: await listInvoiceRules(db) }),
});
