import {
  CONTRACT_LIMITS,
  createContractInput,
  updateContractInput,
} from '@atelier/shared/contract';
import type { z } from 'zod';
import {
  type ContractFormValues,
  toContractChanges,
  toNewContract,
  typedCents,
} from './contract-form';
import type { VariableField } from './contract-variables';

/**
 * What is wrong before sending, as codes the form words in the admin's language
 * (`contracts.form.problems.<code>`), keyed by the server's field paths (`title`,
 * `signers.1.email`, `variables.payment_terms`) so its own messages land on the same fields.
 */
export type ContractProblem =
  | { code: 'required' }
  | { code: 'choose' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'noSigners' }
  | { code: 'money' }
  | { code: 'valueUsed' }
  | { code: 'date' }
  | { code: 'future' }
  | { code: 'email' }
  | { code: 'emailTwice' }
  | { code: 'invalid' };

export type ContractProblems = Record<string, ContractProblem>;

/** What the checks need besides the values. */
export type ProblemContext = {
  /** The draft edited; null for a new contract. */
  contractId: string | null;
  proposalId: string | null;
  fields: readonly VariableField[];
  /** The clauses use `{{contract.value}}`, which nothing but the value fills. */
  usesValue: boolean;
  /** Today, `YYYY-MM-DD` (UTC, as the server reads an expiry date). */
  today: string;
};

const L = CONTRACT_LIMITS;
const TWICE = 'Each signer needs a different e-mail address';

function problemOf(path: string, issue: z.core.$ZodIssue): ContractProblem {
  const field = path.split('.').pop() ?? path;
  if (issue.message === TWICE) return { code: 'emailTwice' };
  if (path === 'signers' && issue.code === 'too_small') return { code: 'noSigners' };
  if (issue.code === 'too_big') {
    return issue.origin === 'array'
      ? { code: 'tooMany', max: Number(issue.maximum) }
      : { code: 'tooLong', max: Number(issue.maximum) };
  }
  if (issue.message.endsWith('is required') || issue.code === 'too_small') {
    return { code: 'required' };
  }
  if (field === 'email') return { code: 'email' };
  if (field === 'expires_at') return { code: 'future' };
  if (field === 'value') return { code: 'money' };
  return { code: 'invalid' };
}

/** The form's own checks: what the schema cannot see (choices, typed text, the clauses' needs). */
function typedProblems(values: ContractFormValues, context: ProblemContext): ContractProblems {
  const problems: ContractProblems = {};
  const isNew = context.contractId === null;
  if (isNew && !values.template_id) problems.template_id = { code: 'choose' };
  if (isNew && !values.client_id && !context.proposalId) problems.client_id = { code: 'choose' };
  if (!values.title.trim()) problems.title = { code: 'required' };
  const cents = typedCents(values.value);
  if (cents !== undefined && Number.isNaN(cents)) problems.value = { code: 'money' };
  // From a proposal an empty value is the proposal's total.
  else if (cents === undefined && context.usesValue && !context.proposalId) {
    problems.value = { code: 'valueUsed' };
  }
  if (values.expires_at) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires_at)) problems.expires_at = { code: 'date' };
    else if (values.expires_at < context.today) problems.expires_at = { code: 'future' };
  }
  for (const field of context.fields) {
    const typed = values.variables[field.key]?.trim() ?? '';
    const path = `variables.${field.key}`;
    if (field.isRequired && typed === '') problems[path] = { code: 'required' };
    else if (typed.length > L.variableValue) {
      problems[path] = { code: 'tooLong', max: L.variableValue };
    }
  }
  const seen = new Set<string>();
  values.signers.forEach((row, index) => {
    const email = row.email.trim().toLowerCase();
    if (!email) problems[`signers.${index}.email`] = { code: 'required' };
    else if (seen.has(email)) problems[`signers.${index}.email`] = { code: 'emailTwice' };
    seen.add(email);
  });
  return problems;
}

/** The first problem of each field: the form's own, then the contract's schema's. */
export function contractFormProblems(
  values: ContractFormValues,
  context: ProblemContext,
): ContractProblems {
  const problems = typedProblems(values, context);
  const parsed =
    context.contractId === null
      ? createContractInput.safeParse(toNewContract(values, context.fields, context.proposalId))
      : updateContractInput.safeParse(
          toContractChanges(context.contractId, values, context.fields),
        );
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    // `variables` as a whole is checked field by field above.
    if (path && !problems[path] && !path.startsWith('variables')) {
      problems[path] = problemOf(path, issue);
    }
  }
  return problems;
}
