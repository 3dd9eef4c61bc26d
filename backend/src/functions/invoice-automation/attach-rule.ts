import { attachInvoiceRuleInput } from '@atelier/shared/contract';
import { attachInvoiceRule, findInvoiceRule } from '../../db/invoice-rules.ts';
import { lockProject } from '../../db/projects.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { projectNotFound } from '../project-management/project-view.ts';
import { defineAction } from '../registry.ts';
import { invoiceAttachedRule } from './events.ts';
import { ruleNotFound } from './rule-fields.ts';

/**
 * Attaches the rule to the project, answering the rule with its new `projectsUsed`. Attaching
 * it twice changes nothing. A paused rule can be attached; it generates nothing until resumed.
 * On a project already started (or made from an accepted proposal) the rule's start step is
 * invoiced at once (invoice-automation/events.ts).
 */
export const attachRule = defineAction({
  access: 'admin',
  input: attachInvoiceRuleInput,
  handler: async ({ rule_id, project_id }, { db }) => {
    if (!isUuid(rule_id)) throw ruleNotFound();
    if (!isUuid(project_id)) throw projectNotFound();
    const rule = await db.transaction(async (tx) => {
      // Locked so a concurrent delete_rule sees the attachment (or this sees the rule gone).
      if (!(await findInvoiceRule(tx, rule_id, { lock: true }))) throw ruleNotFound();
      if (!(await lockProject(tx, project_id))) throw projectNotFound();
      await attachInvoiceRule(tx, rule_id, project_id);
      await invoiceAttachedRule(tx, rule_id, project_id);
      return await findInvoiceRule(tx, rule_id);
    });
    return { rule };
  },
});
