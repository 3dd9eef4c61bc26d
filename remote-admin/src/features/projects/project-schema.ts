import type {
  MilestoneFields,
  NewProject,
  Project,
  ProjectChanges,
  ProjectFields,
  ProjectStatus,
} from '@atelier/shared';
import { moveItem } from '@atelier/shared';
import { createProjectInput, milestoneSchema, projectFieldSchemas } from '@atelier/shared/contract';
import {
  centsToInput,
  checkMoney,
  collectProblems,
  type FieldProblem,
  type FormProblems,
  isFieldOf,
  moneyOrNull,
  optionalText,
  recordPayloads,
  schemaProblems,
} from '../../common/form-rules';

/**
 * The project form: values as the controls hold them, the contract's rules (docs/records.md
 * "project-management") and the payloads. Field paths match the server's (`budget_cents`,
 * `milestones.1.percentage`), so its 400 messages land on the same controls.
 */
export type MilestoneRow = {
  /** Identifies the row on screen while rows move; not sent. */
  key: string;
  /** The stored milestone it edits; null for a new one. */
  id: string | null;
  name: string;
  due_date: string;
  percentage: string;
  is_done: boolean;
};

export type ProjectFormValues = {
  client_id: string;
  name: string;
  description: string;
  status: string;
  start_date: string;
  due_date: string;
  budget_cents: string;
  member_ids: string[];
  milestones: MilestoneRow[];
};

export const PROJECT_FORM_FIELDS = [
  'client_id',
  'name',
  'description',
  'status',
  'start_date',
  'due_date',
  'budget_cents',
  'member_ids',
  'milestones',
] as const;

let rowCount = 0;
const rowKey = () => {
  rowCount += 1;
  return `milestone-${rowCount}`;
};

export function emptyProjectForm(clientId = ''): ProjectFormValues {
  return {
    client_id: clientId,
    name: '',
    description: '',
    status: 'planning',
    start_date: '',
    due_date: '',
    budget_cents: '',
    member_ids: [],
    milestones: [],
  };
}

export function projectToForm(project: Project): ProjectFormValues {
  return {
    client_id: project.client_id,
    name: project.name,
    description: project.description ?? '',
    status: project.status,
    start_date: project.start_date ?? '',
    due_date: project.due_date ?? '',
    budget_cents: centsToInput(project.budget_cents),
    member_ids: project.members.map((member) => member.id),
    milestones: [...project.milestones]
      .sort((a, b) => a.position - b.position)
      .map((milestone) => ({
        key: rowKey(),
        id: milestone.id,
        name: milestone.name,
        due_date: milestone.due_date ?? '',
        percentage: String(milestone.percentage),
        is_done: milestone.is_done,
      })),
  };
}

/** A percentage as typed: a whole number 0–100, else null. */
export function parsePercentage(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const percentage = Number(text);
  return milestoneSchema.shape.percentage.safeParse(percentage).success ? percentage : null;
}

/** The running total the editor shows; a percentage not yet valid counts as nothing. */
export const percentageSum = (rows: readonly MilestoneRow[]): number =>
  rows.reduce((sum, row) => sum + (parsePercentage(row.percentage) ?? 0), 0);

export const addMilestone = (rows: readonly MilestoneRow[]): MilestoneRow[] => [
  ...rows,
  { key: rowKey(), id: null, name: '', due_date: '', percentage: '0', is_done: false },
];

export const removeMilestone = (rows: readonly MilestoneRow[], index: number): MilestoneRow[] =>
  rows.filter((_, at) => at !== index);

/** Moves a row up (−1) or down (+1); at an end it stays. */
export const moveMilestone = moveItem<MilestoneRow>;

/** What only the form can see: amounts and percentages as typed, the order of the dates. */
function typedProblems(values: ProjectFormValues): FormProblems {
  const isDay = (value: string) => projectFieldSchemas.start_date.safeParse(value).success;
  const hasValidDates = isDay(values.start_date) && isDay(values.due_date);
  const results: Record<string, FieldProblem | null> = {
    client_id: values.client_id ? null : { code: 'choose' },
    due_date:
      hasValidDates && values.due_date < values.start_date ? { code: 'dueBeforeStart' } : null,
    budget_cents: checkMoney(values.budget_cents),
  };
  values.milestones.forEach((row, index) => {
    results[`milestones.${index}.percentage`] =
      parsePercentage(row.percentage) === null ? { code: 'percentage' } : null;
  });
  return collectProblems(results);
}

/** How the project form words a schema issue where the usual wording does not fit. */
function wording(path: string): FieldProblem | null {
  if (/(^|\.)(start_date|due_date)$/.test(path)) return { code: 'date' };
  if (path === 'budget_cents') return { code: 'money' };
  if (/^milestones\.\d+\.percentage$/.test(path)) return { code: 'percentage' };
  return null;
}

/** The contract's `create_project` rules on the payload, then what only the form can see. */
export function validateProjectForm(values: ProjectFormValues): FormProblems {
  const problems = schemaProblems(createProjectInput, toFields(values), (path, issue) =>
    path === 'milestones' && issue.code === 'custom' ? { code: 'percentTotal' } : wording(path),
  );
  return { ...typedProblems(values), ...problems };
}

function toFields(values: ProjectFormValues): ProjectFields {
  return {
    client_id: values.client_id,
    name: values.name.trim(),
    description: optionalText(values.description),
    status: values.status as ProjectStatus,
    start_date: values.start_date || null,
    due_date: values.due_date || null,
    budget_cents: moneyOrNull(values.budget_cents),
    member_ids: values.member_ids,
    milestones: values.milestones.map(
      (row): MilestoneFields => ({
        ...(row.id ? { id: row.id } : {}),
        name: row.name.trim(),
        due_date: row.due_date || null,
        percentage: parsePercentage(row.percentage) ?? 0,
        is_done: row.is_done,
      }),
    ),
  };
}

const payloads = recordPayloads(toFields);

/** `create_project`: the empty optional fields are not sent. */
export const toNewProject = (values: ProjectFormValues): NewProject =>
  payloads.toNew(values) as NewProject;

/** `update_project`: every field, an emptied one as `null`; members and milestones replaced. */
export const toProjectChanges: (id: string, values: ProjectFormValues) => ProjectChanges =
  payloads.toChanges;

const isListedField = isFieldOf(PROJECT_FORM_FIELDS);
export const isProjectFormField = (path: string): boolean =>
  isListedField(path) || path.startsWith('milestones.');
