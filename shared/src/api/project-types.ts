/**
 * The `project-management` contract on the client (docs/records.md): the project with its
 * milestones and members, the payloads of each action and the limits forms check.
 */
import type { ProjectStatus } from '../records/index';
import type { Invoice } from './invoice-types';
import type { SortOrder } from './lead-types';
import type { Payment } from './revenue-types';

export const PROJECT_LIMITS = {
  name: 200,
  description: 5000,
  milestones: 50,
  milestoneName: 200,
  /** Milestone percentages, alone and together. */
  percentage: 100,
  search: 200,
} as const;

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

export type Project = {
  id: string;
  client_id: string;
  /** The accepted proposal it came from. */
  proposal_id: string | null;
  name: string;
  description: string | null;
  status: ProjectStatus;
  start_date: string | null;
  due_date: string | null;
  budget_cents: number | null;
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

/** A milestone as a form sends it: with `id` it keeps that milestone, without one it is new. */
export type MilestoneFields = {
  id?: string;
  name: string;
  due_date: string | null;
  percentage: number;
  is_done?: boolean;
};

export type ProjectFields = {
  client_id: string;
  name: string;
  description: string | null;
  status: ProjectStatus;
  start_date: string | null;
  due_date: string | null;
  budget_cents: number | null;
  /** Replaces the set of members. */
  member_ids: string[];
  /** Replaces the list when sent. */
  milestones: MilestoneFields[];
};

export type NewProject = Pick<ProjectFields, 'client_id' | 'name'> &
  Partial<Omit<ProjectFields, 'client_id' | 'name'>>;

export type ProjectChanges = { id: string } & Partial<ProjectFields>;

export type ProjectSortColumn = 'name' | 'created_at' | 'due_date' | 'status';

export type ProjectListQuery = {
  search?: string;
  status?: ProjectStatus | ProjectStatus[];
  client_id?: string;
  sort?: ProjectSortColumn;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type ProjectPage = { projects: Project[]; total: number; page: number; pageSize: number };

export type ProjectDetail = { project: Project; invoices: Invoice[]; payments: Payment[] };
