import { invoiceAutomation } from '@atelier/shared/actions';
import type { GeneratedInvoicesPage } from '@atelier/shared/contract';
import { countGeneratedDrafts, listGeneratedInvoices } from '../../db/invoice-generations.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';

/**
 * The invoices the rules generated, newest first, by rule and by status as invoices read
 * everywhere (`overdue` included; `draft` is the review queue). An unknown `rule_id` lists
 * nothing; a deleted invoice is not listed (its key stays, so its trigger does not invoice
 * again). `toReview` counts the drafts whatever the filters, for the tab and the bell.
 */
export const getGeneratedInvoices = implement(invoiceAutomation.actions.get_generated_invoices, {
  handler: async (input, { db }): Promise<GeneratedInvoicesPage> => {
    const { page, pageSize } = input;
    const toReview = await countGeneratedDrafts(db);
    if (input.rule_id !== undefined && !isUuid(input.rule_id)) {
      return { invoices: [], total: 0, page, pageSize, toReview };
    }
    const { rows, total } = await listGeneratedInvoices(db, {
      ruleId: input.rule_id,
      statuses: input.status,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { invoices: rows, total, page, pageSize, toReview };
  },
});
