import { invoiceAutomation } from '@atelier/shared/actions';
import { findInvoiceRule, updateInvoiceRule } from '../../db/invoice-rules.ts';
import { definedOnly, isUuid } from '../client-management/record-fields.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkedRule, ruleNotFound } from './rule-fields.ts';

/** Only the fields sent change; the rule they leave is checked whole (schedule, amount). */
export const updateRule = implement(invoiceAutomation.actions.update_rule, {
  handler: async ({ id, ...changes }, { db }) => {
    if (!isUuid(id)) throw ruleNotFound();
    const rule = await db.transaction(async (tx) => {
      const current = await findInvoiceRule(tx, id, { lock: true });
      if (!current) throw ruleNotFound();
      const fields = checkedRule({
        name: current.name,
        trigger: current.trigger,
        condition: current.condition,
        amount_type: current.amount_type,
        amount: current.amount,
        description: current.description,
        is_active: current.is_active,
        schedule: current.schedule,
        due_days: current.due_days,
        send_mode: current.send_mode,
        reminders: current.reminders,
        ...definedOnly(changes),
      });
      await updateInvoiceRule(tx, id, fields);
      return readBack(await findInvoiceRule(tx, id), `Rule ${id}`);
    });
    return { rule };
  },
});
