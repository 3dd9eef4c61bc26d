import {
  moveItem,
  type NewTemplate,
  type ProjectTemplate,
  parseMoneyToCents,
  type TemplateCategory,
  type TemplateComplexity,
} from '@atelier/shared';
import type { TemplateRuleStep } from '@atelier/shared/contract';
import {
  createTemplateInput,
  PRICE_ORDER_MESSAGE,
  TEMPLATE_LIMITS,
} from '@atelier/shared/contract';
import type { z } from 'zod';
import { issueProblem } from '../common/issue-problem';
import { centsToInput } from './template-format';

/**
 * The template form's values as typed, the payload they make, and the checks made before
 * sending: the contract's own schema (the one the server validates with), each issue turned
 * into a problem code the form words in the admin's language.
 */

export type TaskRow = {
  /** Stable across moves, so React keeps each row's inputs (and focus) with it. */
  key: number;
  name: string;
  offset_days: string;
  duration_days: string;
  role: string;
};

export type TemplateFormValues = {
  name: string;
  category: TemplateCategory | '';
  description: string;
  duration_weeks: string;
  price_min: string;
  price_max: string;
  complexity: TemplateComplexity;
  tasks: TaskRow[];
  /** One per line. */
  deliverables: string;
  technologies: string;
  /** The invoicing rule its projects get ('' none), and the moments chosen off the default. */
  rule_id: string;
  rule_steps: TemplateRuleStep[];
};

export type TemplateProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'whole'; min: number; max: number }
  | { code: 'money' }
  | { code: 'priceOrder' }
  | { code: 'choose' }
  | { code: 'characters' };

/** Field path (`name`, `tasks.1.offset_days`) → its problem. */
export type TemplateProblems = Record<string, TemplateProblem>;

let nextKey = 1;
export const newTaskRow = (): TaskRow => ({
  key: nextKey++,
  name: '',
  offset_days: '0',
  duration_days: '1',
  role: '',
});

export const emptyTemplateForm = (category: TemplateCategory | '' = ''): TemplateFormValues => ({
  name: '',
  category,
  description: '',
  duration_weeks: '',
  price_min: '',
  price_max: '',
  complexity: 'intermediate',
  tasks: [],
  deliverables: '',
  technologies: '',
  rule_id: '',
  rule_steps: [],
});

/** The form filled from a template; `name` replaces its name (Duplicate's "(copy)"). */
export function templateToForm(
  template: ProjectTemplate,
  name = template.name,
): TemplateFormValues {
  return {
    name,
    category: template.category,
    description: template.description ?? '',
    duration_weeks: String(template.duration_weeks),
    price_min: centsToInput(template.price_min_cents),
    price_max: centsToInput(template.price_max_cents),
    complexity: template.complexity,
    tasks: template.tasks.map((task) => ({
      key: nextKey++,
      name: task.name,
      offset_days: String(task.offset_days),
      duration_days: String(task.duration_days),
      role: task.role ?? '',
    })),
    deliverables: template.deliverables.join('\n'),
    technologies: template.technologies.join('\n'),
    rule_id: template.rule_id ?? '',
    rule_steps: template.rule_steps ?? [],
  };
}

/** "12" → 12; anything that is not a whole number stays for the schema to refuse. */
const wholeNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The create_template payload (update_template takes the same fields with the id). */
export function toTemplatePayload(values: TemplateFormValues): NewTemplate {
  const price = (text: string) => (text.trim() === '' ? undefined : parseMoneyToCents(text));
  return {
    name: values.name,
    category: values.category as TemplateCategory,
    description: values.description,
    duration_weeks: wholeNumber(values.duration_weeks),
    price_min_cents: price(values.price_min) ?? undefined,
    price_max_cents: price(values.price_max) ?? undefined,
    complexity: values.complexity,
    tasks: values.tasks.map((task) => ({
      name: task.name,
      offset_days: wholeNumber(task.offset_days) ?? Number.NaN,
      duration_days: wholeNumber(task.duration_days) ?? Number.NaN,
      role: task.role,
    })),
    deliverables: lines(values.deliverables),
    technologies: lines(values.technologies),
    rule_id: values.rule_id || null,
    rule_steps: values.rule_id && values.rule_steps.length > 0 ? values.rule_steps : null,
  };
}

const L = TEMPLATE_LIMITS;
/** The range each whole-number field takes, named in its message. */
const WHOLE_RANGES: Record<string, [number, number]> = {
  duration_weeks: [1, L.durationWeeks],
  offset_days: [0, L.offsetDays],
  duration_days: [1, L.durationDays],
};

function problemOf(path: string, issue: z.core.$ZodIssue): TemplateProblem {
  const field = path.split('.').pop() ?? path;
  if (issue.code === 'custom' && issue.message === PRICE_ORDER_MESSAGE)
    return { code: 'priceOrder' };
  const range = issue.code === 'custom' ? undefined : WHOLE_RANGES[field];
  if (range) return { code: 'whole', min: range[0], max: range[1] };
  const isPrice = field === 'price_min_cents' || field === 'price_max_cents';
  if (isPrice && issue.code !== 'custom') return { code: 'money' };
  return issueProblem(issue, () => ({ code: path === 'category' ? 'choose' : 'required' }));
}

/** The first problem of each field, checked as the server will check it. */
export function templateProblems(values: TemplateFormValues): TemplateProblems {
  const problems: TemplateProblems = {};
  // A price typed but unreadable ("12,5x") is the form's to name before the schema's.
  for (const [typed, path] of [
    [values.price_min, 'price_min_cents'],
    [values.price_max, 'price_max_cents'],
  ] as const) {
    if (typed.trim() !== '' && parseMoneyToCents(typed) === null)
      problems[path] = { code: 'money' };
  }
  // The schema names the missing ones only once every field is well-formed: the form names them all.
  for (const [typed, path] of [
    [values.duration_weeks, 'duration_weeks'],
    [values.price_min, 'price_min_cents'],
    [values.price_max, 'price_max_cents'],
  ] as const) {
    if (typed.trim() === '') problems[path] = { code: 'required' };
  }
  const parsed = createTemplateInput.safeParse(toTemplatePayload(values));
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!problems[path]) problems[path] = problemOf(path, issue);
  }
  return problems;
}

export const addTaskRow = (rows: TaskRow[]): TaskRow[] => {
  const last = rows.at(-1);
  const row = newTaskRow();
  // The next task starts where the last one ended: the usual plan, one edit less.
  if (last) {
    const start = (wholeNumber(last.offset_days) ?? 0) + (wholeNumber(last.duration_days) ?? 0);
    if (Number.isFinite(start)) row.offset_days = String(start);
  }
  return [...rows, row];
};

export const removeTaskRow = (rows: TaskRow[], index: number): TaskRow[] =>
  rows.filter((_, at) => at !== index);

export const moveTaskRow = moveItem<TaskRow>;
