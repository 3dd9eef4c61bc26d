import { invoiceAutomation } from '@atelier/shared/actions';
import { findBillingProject, findProjectRule } from '../../db/invoice-generations.ts';
import { attachInvoiceRule, findInvoiceRule, setStepMoments } from '../../db/invoice-rules.ts';
import { lockProject } from '../../db/projects.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { projectNotFound } from '../project-management/project-view.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { invoiceAttachedRule, invoiceDoneMilestones } from './events.ts';
import { ruleNotFound } from './rule-fields.ts';
import { checkedStepMoments } from './step-moments.ts';

/**
 * Attaches the rule to the project, answering the rule with its new `projectsUsed`. Attaching
 * it twice changes nothing but the moments sent in `steps` (docs/automation.md "Steps and
 * their moments"). A paused rule can be attached; it generates nothing until resumed. On a
 * project already started (or made from an accepted proposal) the steps due at the start are
 * invoiced at once, and so are the steps now at a milestone already done
 * (invoice-automation/events.ts).
 */
export const attachRule = implement(invoiceAutomation.actions.attach_rule, {
  handler: async ({ rule_id, project_id, steps }, { db }) => {
    if (!isUuid(rule_id)) throw ruleNotFound();
    if (!isUuid(project_id)) throw projectNotFound();
    const rule = await db.transaction(async (tx) => {
      // Locked so a concurrent delete_rule sees the attachment (or this sees the rule gone).
      if (!(await findInvoiceRule(tx, rule_id, { lock: true }))) throw ruleNotFound();
      if (!(await lockProject(tx, project_id))) throw projectNotFound();
      await attachInvoiceRule(tx, rule_id, project_id);
      if (steps !== undefined) {
        const [attached, project] = await Promise.all([
          findProjectRule(tx, rule_id, project_id),
          findBillingProject(tx, project_id),
        ]);
        if (!attached || !project) throw projectNotFound();
        const moments = await checkedStepMoments(tx, attached, project, steps);
        await setStepMoments(tx, rule_id, project_id, moments);
      }
      await invoiceAttachedRule(tx, rule_id, project_id);
      await invoiceDoneMilestones(tx, project_id, { ruleId: rule_id });
      return readBack(await findInvoiceRule(tx, rule_id), `Rule ${rule_id}`);
    });
    return { rule };
  },
});
