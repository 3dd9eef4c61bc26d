import type { ContractTemplate, ContractTemplateType, NewContractTemplate } from '@atelier/shared';
import {
  type ContractClause,
  type ContractVariable,
  createContractTemplateInput,
  undeclaredVariables,
} from '@atelier/shared/contract';
import type { z } from 'zod';
import { issueProblem } from '../../common/issue-problem';
import { newRowId, type Row } from './template-rows';

/**
 * The contract template form's values as typed, the payload they make, and the checks made
 * before sending: the contract's own schema (the one the server validates with), each issue
 * turned into a problem code the form words in the admin's language.
 */

export type ClauseRow = Row & { title: string; body: string };
/** `name` is the variable's key (`deposit_percent`): `key` would read as React's. */
export type VariableRow = Row & { name: string; label: string; default: string };

export type TemplateFormValues = {
  name: string;
  type: ContractTemplateType | '';
  description: string;
  clauses: ClauseRow[];
  variables: VariableRow[];
};

export type TemplateProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'choose' }
  | { code: 'characters' }
  | { code: 'noClauses' }
  | { code: 'variableKey' }
  | { code: 'usedTwice' }
  | { code: 'undeclared'; keys: string }
  | { code: 'undeclaredHere'; keys: string };

/** Field path (`name`, `clauses.1.body`, `variables`) → its problem. */
export type TemplateProblems = Record<string, TemplateProblem>;

export const newClauseRow = (title = '', body = ''): ClauseRow => ({
  rowId: newRowId(),
  title,
  body,
});

export const newVariableRow = (): VariableRow => ({
  rowId: newRowId(),
  name: '',
  label: '',
  default: '',
});

/** A new template starts with one empty clause: a template has at least one. */
export const emptyTemplateForm = (type: ContractTemplateType | '' = ''): TemplateFormValues => ({
  name: '',
  type,
  description: '',
  clauses: [newClauseRow()],
  variables: [],
});

export function templateToForm(template: ContractTemplate): TemplateFormValues {
  return {
    name: template.name,
    type: template.type,
    description: template.description ?? '',
    clauses: template.clauses.map((clause) => newClauseRow(clause.title, clause.body)),
    variables: template.variables.map((variable) => ({
      rowId: newRowId(),
      name: variable.key,
      label: variable.label,
      default: variable.default ?? '',
    })),
  };
}

export const clausesOf = (values: TemplateFormValues): ContractClause[] =>
  values.clauses.map(({ title, body }) => ({ title, body }));

/** The declared variables; an empty default is left out (the contract form then asks for it). */
export const variablesOf = (values: TemplateFormValues): ContractVariable[] =>
  values.variables.map((row) => ({
    key: row.name.trim(),
    label: row.label,
    ...(row.default.trim() === '' ? {} : { default: row.default }),
  }));

/** The create_template payload; update_template takes the same fields with the id. */
export function toTemplatePayload(values: TemplateFormValues): NewContractTemplate {
  return {
    name: values.name,
    type: values.type as ContractTemplateType,
    description: values.description,
    clauses: clausesOf(values),
    variables: variablesOf(values),
  };
}

/** The placeholders of the clauses that are neither record values nor declared variables. */
export const undeclaredOf = (values: TemplateFormValues): string[] =>
  undeclaredVariables(clausesOf(values), variablesOf(values));

function problemOf(path: string, issue: z.core.$ZodIssue): TemplateProblem {
  if (path === 'type') return { code: 'choose' };
  if (path === 'clauses' && issue.code === 'too_small') return { code: 'noClauses' };
  if (/^variables\.\d+\.key$/.test(path)) {
    return issue.code === 'custom' && issue.message === 'Used twice'
      ? { code: 'usedTwice' }
      : { code: 'variableKey' };
  }
  return issueProblem(issue);
}

/** The first problem of each field, checked as the server will check it. */
export function templateProblems(values: TemplateFormValues): TemplateProblems {
  const problems: TemplateProblems = {};
  // Named whatever else is wrong: the schema checks it only once every field is well-formed.
  const undeclared = undeclaredOf(values);
  if (undeclared.length > 0)
    problems.variables = { code: 'undeclared', keys: undeclared.join(', ') };
  const parsed = createContractTemplateInput.safeParse(toTemplatePayload(values));
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!problems[path]) problems[path] = problemOf(path, issue);
  }
  // Also on each clause that uses them: a refused save then puts the focus on the first one.
  const variables = variablesOf(values);
  values.clauses.forEach((row, index) => {
    const keys = undeclaredVariables([{ title: row.title, body: row.body }], variables);
    const path = `clauses.${index}.body`;
    if (keys.length > 0 && !problems[path]) {
      problems[path] = { code: 'undeclaredHere', keys: keys.join(', ') };
    }
  });
  return problems;
}
