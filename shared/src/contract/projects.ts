import { z } from 'zod';
import { PROJECT_LIMITS, type ProjectStatus, projectStatuses } from '../records/index';
import type { Deliverable } from './client-portal-records';
import type { ProjectInvoicingRule } from './invoice-generation';
import type { Invoice } from './invoices';
import type { Payment } from './payments';
import {
  centsSchema,
  type ListPage,
  type ListQuery,
  listParams,
  oneOf,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
} from './record-fields';

/**
 * The `project-management` contract (docs/records.md): the project with its milestones and
 * members, the fields a create or an update writes, and the payloads of each action.
 */

const PERCENTAGE_MESSAGE = `Percentage must be a whole number from 0 to ${PROJECT_LIMITS.percentage}`;

/** A milestone as a form sends it: with `id` it keeps that milestone, without one it is new. */
export const milestoneSchema = z.object({
  id: referenceSchema('Milestone id').optional(),
  name: requiredText(PROJECT_LIMITS.milestoneName, 'Milestone name'),
  due_date: optionalDate('Due date').optional(),
  percentage: z
    .number({ error: PERCENTAGE_MESSAGE })
    .int(PERCENTAGE_MESSAGE)
    .min(0, PERCENTAGE_MESSAGE)
    .max(PROJECT_LIMITS.percentage, PERCENTAGE_MESSAGE),
  is_done: z.boolean({ error: 'is_done must be true or false' }).optional(),
});

export const projectFieldSchemas = {
  client_id: referenceSchema('client_id'),
  name: requiredText(PROJECT_LIMITS.name, 'Name'),
  description: optionalText(PROJECT_LIMITS.description, 'Description', { multiline: true }),
  status: oneOf(projectStatuses, 'Status'),
  start_date: optionalDate('Start date'),
  due_date: optionalDate('Due date'),
  budget_cents: centsSchema('Budget').nullable(),
  member_ids: z
    .array(referenceSchema('member_ids'), { error: 'member_ids must be a list of team member ids' })
    .max(PROJECT_LIMITS.members, `A project has at most ${PROJECT_LIMITS.members} members`),
  milestones: z
    .array(milestoneSchema, { error: 'milestones must be a list' })
    .max(PROJECT_LIMITS.milestones, `A project has at most ${PROJECT_LIMITS.milestones} milestones`)
    .refine(
      (milestones) =>
        milestones.reduce((sum, m) => sum + m.percentage, 0) <= PROJECT_LIMITS.percentage,
      'The milestone percentages add up to more than 100',
    ),
};

const f = projectFieldSchemas;

export const createProjectInput = z.object({
  client_id: f.client_id,
  name: f.name,
  description: f.description.optional(),
  status: f.status.optional(),
  start_date: f.start_date.optional(),
  due_date: f.due_date.optional(),
  budget_cents: f.budget_cents.optional(),
  member_ids: f.member_ids.optional(),
  milestones: f.milestones.optional(),
});

export const updateProjectInput = createProjectInput.extend({
  id: recordIdSchema('id'),
  client_id: f.client_id.optional(),
  name: f.name.optional(),
});

export const PROJECT_SORT_COLUMNS = ['created_at', 'name', 'due_date', 'status'] as const;
export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number];

export const getProjectsInput = z.object({
  status: oneOrMany(projectStatuses, 'Status'),
  client_id: z.guid({ error: 'client_id must be a client id' }).optional(),
  ...listParams(PROJECT_SORT_COLUMNS, 'created_at'),
});

export type MilestoneFields = z.output<typeof milestoneSchema>;

/** What a create or an update sends; `member_ids` and `milestones` replace the sets. */
export type ProjectFields = z.output<z.ZodObject<typeof projectFieldSchemas>>;

/** The project's own columns, as a create or an update writes them. */
export type ProjectColumns = Omit<ProjectFields, 'member_ids' | 'milestones'>;

export type Milestone = {
  id: string;
  position: number;
  name: string;
  /** `YYYY-MM-DD`. */
  due_date: string | null;
  /** Share of the project, 0–100. */
  percentage: number;
  is_done: boolean;
  completed_at: string | null;
};

export type ProjectMember = { id: string; name: string; role_title: string | null };

/** The project answer of docs/records.md. */
export type Project = ProjectColumns & {
  id: string;
  /** The accepted proposal it came from. */
  proposal_id: string | null;
  currency: string;
  created_at: string;
  updated_at: string;
  clients: { name: string; company: string | null };
  milestones: Milestone[];
  members: ProjectMember[];
  /** `milestoneProgress(milestones)`, 0–100. */
  progress: number;
  invoiced_cents: number;
  paid_cents: number;
};

export type NewProject = Pick<ProjectFields, 'client_id' | 'name'> &
  Partial<Omit<ProjectFields, 'client_id' | 'name'>>;

export type ProjectChanges = { id: string } & Partial<ProjectFields>;

export type ProjectListQuery = ListQuery<ProjectSortColumn> & {
  status?: ProjectStatus | ProjectStatus[];
  client_id?: string;
};

export type ProjectPage = ListPage<'projects', Project>;

/** `get_project`; `deliverables` (drafts included, newest first): docs/portal.md. */
export type ProjectDetail = {
  project: Project;
  invoices: Invoice[];
  payments: Payment[];
  deliverables: Deliverable[];
  /** The invoicing rules attached to the project and what each step waits for. */
  invoicing: ProjectInvoicingRule[];
};
