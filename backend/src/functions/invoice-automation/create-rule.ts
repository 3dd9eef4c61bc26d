import { invoiceAutomation } from '@atelier/shared/actions';
import { findInvoiceRule, insertInvoiceRule } from '../../db/invoice-rules.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkedRule } from './rule-fields.ts';

/**
 * A new rule, active unless said otherwise, due in 30 days, created as draft invoices, its
 * invoices reminded by the agency-wide policy.
 */
export const createRule = implement(invoiceAutomation.actions.create_rule, {
  handler: async (input, { db }) => {
    const fields = checkedRule({
      name: input.name,
      trigger: input.trigger,
      condition: input.condition ?? null,
      amount_type: input.amount_type,
      amount: input.amount,
      description: input.description ?? null,
      is_active: input.is_active ?? true,
      schedule: input.schedule ?? null,
      due_days: input.due_days ?? 30,
      send_mode: input.send_mode ?? 'draft',
      reminders: input.reminders ?? null,
    });
    const rule = await db.transaction(async (tx) => {
      const id = await insertInvoiceRule(tx, fields);
      return readBack(await findInvoiceRule(tx, id), `Rule ${id}`);
    });
    return { rule };
  },
});
