import { z } from 'zod';
import { PROJECT_LIMITS, type ProjectStatus, projectStatuses } from '../records/index';
import { deliverableSchema } from './deliverables';
import { projectInvoicingRuleSchema } from './invoice-generation';
import { invoiceSchema } from './invoices';
import { paymentSchema } from './payments';
import {
  centsAnswer,
  centsSchema,
  daySchema,
  type ListQuery,
  listPageSchema,
  listParams,
  oneOf,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
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
      {
        message: 'The milestone percentages add up to more than 100',
        params: { fieldCode: 'milestones_over_100' },
      },
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

/** `get_project`, `delete_project`. */
export const projectIdInput = z.object({ id: recordIdSchema('id') });

export const setMilestoneDoneInput = z.object({
  project_id: recordIdSchema('project_id'),
  milestone_id: recordIdSchema('milestone_id'),
  is_done: z.boolean({ error: 'is_done must be true or false' }),
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

export const milestoneAnswerSchema = z.object({
  id: uuidSchema,
  position: z.number().int().positive(),
  name: z.string(),
  /** `YYYY-MM-DD`. */
  due_date: daySchema.nullable(),
  /** Share of the project, 0–100. */
  percentage: z.number().int().min(0).max(PROJECT_LIMITS.percentage),
  is_done: z.boolean(),
  completed_at: timestampSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneAnswerSchema>;

export const projectMemberSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  role_title: z.string().nullable(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** The project answer of docs/records.md. */
export const projectSchema = z.object({
  id: uuidSchema,
  client_id: uuidSchema,
  /** The accepted proposal it came from. */
  proposal_id: uuidSchema.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(projectStatuses),
  start_date: daySchema.nullable(),
  due_date: daySchema.nullable(),
  budget_cents: centsAnswer.nullable(),
  currency: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  clients: z.object({ name: z.string(), company: z.string().nullable() }),
  milestones: z.array(milestoneAnswerSchema),
  members: z.array(projectMemberSchema),
  /** `milestoneProgress(milestones)`, 0–100. */
  progress: z.number().min(0).max(100),
  invoiced_cents: centsAnswer,
  paid_cents: centsAnswer,
});
export type Project = z.infer<typeof projectSchema>;

/** create_project, update_project and set_milestone_done. */
export const projectAnswer = z.object({ project: projectSchema });

export type NewProject = Pick<ProjectFields, 'client_id' | 'name'> &
  Partial<Omit<ProjectFields, 'client_id' | 'name'>>;

export type ProjectChanges = { id: string } & Partial<ProjectFields>;

export type ProjectListQuery = ListQuery<ProjectSortColumn> & {
  status?: ProjectStatus | ProjectStatus[];
  client_id?: string;
};

export const projectPageSchema = listPageSchema('projects', projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** `get_project`; `deliverables` (drafts included, newest first): docs/portal.md. */
export const projectDetailSchema = z.object({
  project: projectSchema,
  invoices: z.array(invoiceSchema),
  payments: z.array(paymentSchema),
  deliverables: z.array(deliverableSchema),
  /** The invoicing rules attached to the project and what each step waits for. */
  invoicing: z.array(projectInvoicingRuleSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
