import { projectTemplates } from '@atelier/shared/actions';
import {
  MAX_DATE,
  MIN_DATE,
  type ProjectTemplate,
  RULE_STEPS_WITHOUT_RULE,
  type UseTemplate,
  useTemplateInput,
} from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { insertDeliverable } from '../../db/deliverables.ts';
import { findBillingProject, findProjectRule } from '../../db/invoice-generations.ts';
import { attachInvoiceRule, findInvoiceRule, setStepMoments } from '../../db/invoice-rules.ts';
import { countTemplateUse, findTemplate } from '../../db/project-templates.ts';
import { insertProject } from '../../db/projects.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { AppError, type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { invoiceAttachedRule } from '../invoice-automation/events.ts';
import { checkedStepMoments } from '../invoice-automation/step-moments.ts';
import { checkProjectReferences } from '../project-management/project-fields.ts';
import { findProjectView } from '../project-management/project-view.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
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
      fieldFailure('out_of_price_range'),
    );
  }
  return budget;
}

/** The rule to attach, locked so a concurrent delete_rule sees the attachment; 404 unknown. */
async function lockRule(tx: Queryable, ruleId: string): Promise<void> {
  if (!isUuid(ruleId) || !(await findInvoiceRule(tx, ruleId, { lock: true }))) {
    throw new AppError(
      'NOT_FOUND',
      'Rule not found',
      { rule_id: 'No such rule' },
      { fieldCodes: { rule_id: fieldFailure('not_found') } },
    );
  }
}

/**
 * Attaches the rule to the new project with the moments of `rule_steps`, whose milestones are
 * named by their task's number: checked as attach_rule checks `steps`, field errors named
 * `rule_steps.N.…`.
 */
async function attachWithSteps(
  tx: Queryable,
  ruleId: string,
  projectId: string,
  steps: NonNullable<UseTemplate['rule_steps']>,
): Promise<void> {
  await attachInvoiceRule(tx, ruleId, projectId);
  if (steps.length === 0) return;
  const [rule, project] = await Promise.all([
    findProjectRule(tx, ruleId, projectId),
    findBillingProject(tx, projectId),
  ]);
  if (!rule || !project) throw new Error('the project or its rule vanished in its transaction');
  const problems: FieldProblems = {};
  const moments = steps.map(({ step, at }, index) => {
    if (typeof at === 'string') return { step, at };
    const milestone = project.milestones[at - 1];
    if (!milestone) {
      problems[`rule_steps.${index}.at`] = [
        `The template has no task ${at}`,
        fieldFailure('not_found'),
      ];
    }
    return { step, at: milestone?.id ?? 'completion' };
  });
  if (Object.keys(problems).length > 0) {
    throw invalidFields(problems);
  }
  try {
    await setStepMoments(
      tx,
      ruleId,
      projectId,
      await checkedStepMoments(tx, rule, project, moments),
    );
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const renamed = (field: string) => field.replace(/^steps/, 'rule_steps');
    const rename = <T>(byField: Record<string, T>) =>
      Object.fromEntries(Object.entries(byField).map(([field, value]) => [renamed(field), value]));
    throw new AppError(error.code, error.message, rename(error.fields), {
      fieldCodes: error.fieldCodes && rename(error.fieldCodes),
    });
  }
}

/**
 * The rule use_template attaches: the one sent (none with null), else the template's; the
 * moments sent, else the template's when its own rule is used.
 */
function ruleToUse(
  template: ProjectTemplate,
  input: Pick<UseTemplate, 'rule_id' | 'rule_steps'>,
): { id: string; steps: NonNullable<UseTemplate['rule_steps']> } | null {
  if (input.rule_id === null) return null;
  if (input.rule_id !== undefined) return { id: input.rule_id, steps: input.rule_steps ?? [] };
  if (template.rule_id === null) return null;
  return { id: template.rule_id, steps: input.rule_steps ?? template.rule_steps ?? [] };
}

/**
 * A proposal's acceptance made a project from `template`: the template's rule is attached with
 * its moments (the default moments if the stored ones no longer fit the rule), in the caller's
 * transaction and after the proposal is marked accepted, and its start step invoiced at once
 * (invoiceAttachedRule: a percentage rule takes the proposal's deposit as its own).
 */
export async function attachTemplateRule(
  tx: Queryable,
  template: ProjectTemplate,
  projectId: string,
): Promise<void> {
  if (template.rule_id === null) return;
  if (!(await findInvoiceRule(tx, template.rule_id, { lock: true }))) return;
  try {
    await attachWithSteps(tx, template.rule_id, projectId, template.rule_steps ?? []);
  } catch (error) {
    // The rule stays attached in this transaction, at its default moments.
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
  }
  await invoiceAttachedRule(tx, template.rule_id, projectId);
}

/** The project a template starts: for whom, from which proposal, named and priced. */
export interface ProjectFromTemplate {
  client_id: string;
  proposal_id: string | null;
  name: string;
  start_date: string;
  budget_cents: number;
  currency: string;
}

/**
 * Writes a project from a template in the caller's transaction (the template locked by the
 * caller): the project (planning), one milestone per task dated from `start_date`
 * (schedule.ts), the template's deliverables as its draft deliverables, and the template's
 * usage count. use_template and the acceptance of a proposal with a project template use it.
 */
export async function insertProjectFromTemplate(
  tx: Queryable,
  template: ProjectTemplate,
  project: ProjectFromTemplate,
): Promise<string> {
  const plan = scheduleTasks(project.start_date, template.tasks, template.duration_weeks);
  if (plan.due_date > MAX_DATE) {
    throw invalidField(
      'start_date',
      `The project would end after ${MAX_DATE}`,
      fieldFailure('date_out_of_range', { min: MIN_DATE, max: MAX_DATE }),
    );
  }
  const { id } = await insertProject(
    tx,
    {
      client_id: project.client_id,
      proposal_id: project.proposal_id,
      name: project.name,
      description: template.description,
      status: 'planning',
      start_date: project.start_date,
      due_date: plan.due_date,
      budget_cents: project.budget_cents,
      currency: project.currency,
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
  for (const title of template.deliverables) {
    await insertDeliverable(tx, {
      project_id: id,
      milestone_id: null,
      title,
      description: null,
      file_path: null,
    });
  }
  await countTemplateUse(tx, template.id);
  return id;
}

/**
 * A real project for the client from the template, in one transaction: the project (planning,
 * in the agency's currency), one milestone per task dated from `start_date` (schedule.ts), the
 * template's deliverables as the project's draft deliverables, the template's usage count and
 * the invoicing rule attached: `rule_id` (none with null), else the template's (its steps'
 * moments from `rule_steps`, else the template's). Answers the project as get_project does.
 */
export const useTemplate = implement(projectTemplates.actions.use_template, {
  handler: async (input, { db }) => {
    if (!isUuid(input.id)) throw templateNotFound();
    const project = await db.transaction(async (tx) => {
      // Locked so an archive or an edit waits for the project made from this version.
      const template = await findTemplate(tx, input.id, { lock: true });
      if (!template) throw templateNotFound();
      await checkProjectReferences(tx, { client_id: input.client_id });
      const rule = ruleToUse(template, input);
      if (rule) await lockRule(tx, rule.id);
      const budget = chooseBudget(template, input.budget_cents);
      const id = await insertProjectFromTemplate(tx, template, {
        client_id: input.client_id,
        proposal_id: null,
        name: input.name ?? template.name,
        start_date: input.start_date,
        budget_cents: budget,
        currency: await readAgencyCurrency(tx),
      });
      if (rule) {
        await attachWithSteps(tx, rule.id, id, rule.steps);
      } else if (input.rule_steps !== undefined && input.rule_steps.length > 0) {
        throw invalidField(
          'rule_steps',
          RULE_STEPS_WITHOUT_RULE,
          fieldFailure('rule_steps_without_rule'),
        );
      }
      return readBack(await findProjectView(tx, id), `Project ${id}`);
    });
    return { project };
  },
});
