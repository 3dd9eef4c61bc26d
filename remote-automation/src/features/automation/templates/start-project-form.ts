import {
  agencyToday,
  type ProjectTemplate,
  parseMoneyToCents,
  type UseTemplate,
} from '@atelier/shared';
import { createClientInput, useTemplateInput } from '@atelier/shared/contract';
import { centsToInput } from './template-format';

/**
 * "Use Template" as typed: the client (one of the agency's, or a new one made in the same
 * step), the start date, the project's name and budget, and an optional invoicing rule. The
 * checks are the contract's schemas plus the template's price range, which the server checks
 * too (docs/automation.md "use_template").
 */

export type ClientMode = 'existing' | 'new';

export type StartProjectValues = {
  clientMode: ClientMode;
  client_id: string;
  client_name: string;
  client_email: string;
  start_date: string;
  name: string;
  budget: string;
  rule_id: string;
};

export type StartProjectProblem =
  | { code: 'required' }
  | { code: 'choose' }
  | { code: 'email' }
  | { code: 'date' }
  | { code: 'money' }
  | { code: 'budgetRange' }
  | { code: 'tooLong'; max: number };

export const midpointCents = (
  template: Pick<ProjectTemplate, 'price_min_cents' | 'price_max_cents'>,
) => Math.round((template.price_min_cents + template.price_max_cents) / 2);

export const initialStartValues = (
  template: ProjectTemplate,
  today = agencyToday(),
): StartProjectValues => ({
  clientMode: 'existing',
  client_id: '',
  client_name: '',
  client_email: '',
  start_date: today,
  name: template.name,
  budget: centsToInput(midpointCents(template)),
  // The template's invoicing rule is the default.
  rule_id: template.rule_id ?? '',
});

/**
 * The use_template payload for a client already known (chosen, or just created); `ruleSteps`,
 * the rule's steps whose moments were changed from the default, go with the rule only (always
 * with the template's own rule, whose stored moments would apply otherwise). No rule chosen on
 * a template that has one: `rule_id: null`.
 */
export function toStartPayload(
  template: ProjectTemplate,
  values: StartProjectValues,
  clientId: string,
  ruleSteps: NonNullable<UseTemplate['rule_steps']> = [],
): UseTemplate {
  return {
    id: template.id,
    client_id: clientId,
    start_date: values.start_date,
    name: values.name,
    budget_cents: parseMoneyToCents(values.budget) ?? Number.NaN,
    ...(values.rule_id ? { rule_id: values.rule_id } : template.rule_id ? { rule_id: null } : {}),
    ...(values.rule_id && (ruleSteps.length > 0 || values.rule_id === template.rule_id)
      ? { rule_steps: ruleSteps }
      : {}),
  };
}

export function startProjectProblems(
  template: ProjectTemplate,
  values: StartProjectValues,
): Record<string, StartProjectProblem> {
  const problems: Record<string, StartProjectProblem> = {};
  if (values.clientMode === 'existing') {
    if (!values.client_id) problems.client_id = { code: 'choose' };
  } else {
    const client = createClientInput.safeParse({
      name: values.client_name,
      email: values.client_email,
    });
    for (const issue of client.error?.issues ?? []) {
      const [field] = issue.path;
      if (field === 'name') {
        problems.client_name =
          issue.code === 'too_big'
            ? { code: 'tooLong', max: Number(issue.maximum) }
            : { code: 'required' };
      }
      if (field === 'email') {
        problems.client_email = values.client_email.trim()
          ? { code: 'email' }
          : { code: 'required' };
      }
    }
  }
  const budget = parseMoneyToCents(values.budget);
  if (budget === null) {
    problems.budget_cents = values.budget.trim() ? { code: 'money' } : { code: 'required' };
  } else if (budget < template.price_min_cents || budget > template.price_max_cents) {
    problems.budget_cents = { code: 'budgetRange' };
  }
  const parsed = useTemplateInput.safeParse(toStartPayload(template, values, 'client'));
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (problems[path]) continue;
    if (path === 'start_date') problems.start_date = { code: 'date' };
    if (path === 'name') {
      problems.name =
        issue.code === 'too_big'
          ? { code: 'tooLong', max: Number(issue.maximum) }
          : { code: 'required' };
    }
  }
  return problems;
}
