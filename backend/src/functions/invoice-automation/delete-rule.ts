import { invoiceAutomation } from '@atelier/shared/actions';
import { countRuleGenerations } from '../../db/invoice-generations.ts';
import { deleteInvoiceRule, findInvoiceRule } from '../../db/invoice-rules.ts';
import { listTemplatesNamingRule } from '../../db/project-templates.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { implement } from '../registry.ts';
import { ruleNotFound } from './rule-fields.ts';

/**
 * Deletes a rule no project uses and that has invoiced nothing. One still attached is refused
 * (409): the invoices it will generate name it, and detaching it silently would stop a client's
 * billing. One that has generated invoices is refused too: they name it, and its trigger keys
 * are what stops a trigger invoicing twice. Pausing it (`is_active: false`) is the way to stop it.
 * One a live project template names is refused too (409, naming the templates): the template
 * would silently lose its rule; an archived template's is cleared with the rule.
 */
export const deleteRule = implement(invoiceAutomation.actions.delete_rule, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw ruleNotFound();
    await db.transaction(async (tx) => {
      const rule = await findInvoiceRule(tx, id, { lock: true });
      if (!rule) throw ruleNotFound();
      const templates = await listTemplatesNamingRule(tx, id);
      if (templates.length > 0) {
        throw conflict(
          'rule_used_by_templates',
          `This rule is the invoicing rule of the project ${templates.length === 1 ? 'template' : 'templates'} ${templates.map((name) => `"${name}"`).join(', ')}; choose another rule there first`,
          { count: templates.length, names: templates.map((name) => `« ${name} »`).join(', ') },
        );
      }
      if (rule.projectsUsed > 0) {
        const projects = rule.projectsUsed === 1 ? '1 project' : `${rule.projectsUsed} projects`;
        throw conflict(
          'rule_attached',
          `This rule is attached to ${projects}; pause it (is_active: false) instead of deleting it`,
          { count: rule.projectsUsed },
        );
      }
      // Its generations are the record of what it invoiced: they keep it, paused.
      const generated = await countRuleGenerations(tx, id);
      if (generated > 0) {
        const invoices = generated === 1 ? '1 invoice' : `${generated} invoices`;
        throw conflict(
          'rule_has_invoices',
          `This rule has generated ${invoices}; pause it (is_active: false) instead of deleting it`,
          { count: generated },
        );
      }
      await deleteInvoiceRule(tx, id);
    });
    return {};
  },
});
