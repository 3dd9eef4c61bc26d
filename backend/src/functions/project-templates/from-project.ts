import {
  type Project,
  TEMPLATE_LIMITS,
  type TemplateFields,
  type TemplateTask,
} from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';
import { findProjectView } from '../project-management/project-view.ts';

/**
 * "Save as template": a project's plan as template fields. The milestones run one after the
 * other: each task starts where the previous one ended (the first at the project's start) and
 * lasts until its milestone's due date; a milestone without a due date lasts a week.
 */

const DAY_MS = 86_400_000;
const UNDATED_TASK_DAYS = 7;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** The template tasks of the project's milestones, relative to `startDate`. */
export function tasksFromMilestones(
  startDate: string,
  milestones: Project['milestones'],
): TemplateTask[] {
  let previousEnd = 0;
  return milestones.map((milestone) => {
    const offset = clamp(previousEnd, 0, TEMPLATE_LIMITS.offsetDays);
    const duration = milestone.due_date
      ? clamp(daysBetween(startDate, milestone.due_date) - offset, 1, TEMPLATE_LIMITS.durationDays)
      : UNDATED_TASK_DAYS;
    previousEnd = offset + duration;
    return { name: milestone.name, offset_days: offset, duration_days: duration, role: null };
  });
}

/** Template fields sent with `from_project_id`; what is not sent comes from the project. */
export type FromProjectInput = Omit<Partial<TemplateFields>, 'category'> &
  Pick<TemplateFields, 'category'> & { from_project_id: string };

export async function templateFromProject(
  q: Queryable,
  input: FromProjectInput,
): Promise<TemplateFields> {
  const { from_project_id: projectId, ...sent } = input;
  const project = isUuid(projectId) ? await findProjectView(q, projectId) : null;
  if (!project) throw invalidField('from_project_id', 'No such project', { code: 'not_found' });
  const start = project.start_date ?? project.created_at.slice(0, 10);
  const tasks = sent.tasks ?? tasksFromMilestones(start, project.milestones);
  const lastTaskEnd = Math.max(0, ...tasks.map((t) => t.offset_days + t.duration_days));
  const projectDays = project.due_date ? daysBetween(start, project.due_date) : 0;
  const weeks = Math.ceil(Math.max(lastTaskEnd, projectDays) / 7);
  const priceMin = sent.price_min_cents ?? project.budget_cents;
  const priceMax = sent.price_max_cents ?? project.budget_cents;
  if (priceMin === null) {
    throw invalidField(
      'price_min_cents',
      'The project has no budget: give the lowest price',
      fieldFailure('required'),
    );
  }
  if (priceMax === null) {
    throw invalidField(
      'price_max_cents',
      'The project has no budget: give the highest price',
      fieldFailure('required'),
    );
  }
  return {
    name: sent.name ?? project.name,
    category: sent.category,
    description: sent.description !== undefined ? sent.description : project.description,
    duration_weeks: sent.duration_weeks ?? clamp(weeks, 1, TEMPLATE_LIMITS.durationWeeks),
    price_min_cents: priceMin,
    price_max_cents: priceMax,
    tasks,
    deliverables: sent.deliverables ?? [],
    technologies: sent.technologies ?? [],
    complexity: sent.complexity ?? 'intermediate',
    rule_id: sent.rule_id ?? null,
    rule_steps: sent.rule_steps ?? null,
  };
}
