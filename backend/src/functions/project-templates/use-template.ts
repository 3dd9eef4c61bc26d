import { MAX_DATE, type ProjectTemplate, useTemplateInput } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { attachInvoiceRule, findInvoiceRule } from '../../db/invoice-rules.ts';
import { countTemplateUse, findTemplate } from '../../db/project-templates.ts';
import { insertProject } from '../../db/projects.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { AppError } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { checkProjectReferences } from '../project-management/project-fields.ts';
import { findProjectView } from '../project-management/project-view.ts';
import { defineAction } from '../registry.ts';
import { midpointCents, scheduleTasks } from './schedule.ts';
import { templateNotFound } from './template-fields.ts';

export { useTemplateInput };

/** The budget sent, which must lie in the template's range, or the range's midpoint. */
function chooseBudget(template: ProjectTemplate, budget: number | undefined): number {
  const { price_min_cents: min, price_max_cents: max } = template;
  if (budget === undefined) return midpointCents(min, max);
  if (budget < min || budget > max) {
    throw invalidField(
      'budget_cents',
      `Budget must be within the template's price range, ${min} to ${max} cents`,
    );
  }
  return budget;
}

/** The rule to attach, locked so a concurrent delete_rule sees the attachment; 404 unknown. */
async function lockRule(tx: Queryable, ruleId: string): Promise<void> {
  if (!isUuid(ruleId) || !(await findInvoiceRule(tx, ruleId, { lock: true }))) {
    throw new AppError('NOT_FOUND', 'Rule not found', { rule_id: 'No such rule' });
  }
}

/**
 * A real project for the client from the template, in one transaction: the project (planning,
 * in the agency's currency), one milestone per task dated from `start_date` (schedule.ts),
 * the template's usage count and, with `rule_id`, the invoicing rule attached. Answers the
 * project as get_project does.
 */
export const useTemplate = defineAction({
  access: 'admin',
  input: useTemplateInput,
  handler: async (input, { db }) => {
    if (!isUuid(input.id)) throw templateNotFound();
    const project = await db.transaction(async (tx) => {
      // Locked so an archive or an edit waits for the project made from this version.
      const template = await findTemplate(tx, input.id, { lock: true });
      if (!template) throw templateNotFound();
      await checkProjectReferences(tx, { client_id: input.client_id });
      if (input.rule_id !== undefined) await lockRule(tx, input.rule_id);
      const budget = chooseBudget(template, input.budget_cents);
      const plan = scheduleTasks(input.start_date, template.tasks, template.duration_weeks);
      if (plan.due_date > MAX_DATE) {
        throw invalidField('start_date', `The project would end after ${MAX_DATE}`);
      }
      const { id } = await insertProject(
        tx,
        {
          client_id: input.client_id,
          proposal_id: null,
          name: input.name ?? template.name,
          description: template.description,
          status: 'planning',
          start_date: input.start_date,
          due_date: plan.due_date,
          budget_cents: budget,
          currency: await readAgencyCurrency(tx),
        },
        // Shares of the budget are the invoicing rules' business: progress counts done tasks.
        plan.tasks.map((task) => ({
          name: task.name,
          due_date: task.due_date,
          percentage: 0,
          is_done: false,
        })),
        [],
      );
      if (input.rule_id !== undefined) await attachInvoiceRule(tx, input.rule_id, id);
      await countTemplateUse(tx, template.id);
      return await findProjectView(tx, id);
    });
    return { project };
  },
});
