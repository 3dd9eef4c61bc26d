import { projectStatuses } from '@atelier/shared/records';
import { z } from 'zod';
import { clientExists } from '../../db/clients.ts';
import type { Queryable } from '../../db/database.ts';
import { missingTeamMemberIds } from '../../db/team.ts';
import {
  centsSchema,
  invalidField,
  isUuid,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
} from '../client-management/record-fields.ts';

export const MAX_MILESTONES = 50;
export const MAX_PROJECT_MEMBERS = 100;

const milestoneSchema = z.object({
  id: referenceSchema('Milestone id').optional(),
  name: requiredText(200, 'Milestone name'),
  due_date: optionalDate('Due date').optional(),
  percentage: z
    .number({ error: 'Percentage must be a whole number from 0 to 100' })
    .int('Percentage must be a whole number from 0 to 100')
    .min(0, 'Percentage must be a whole number from 0 to 100')
    .max(100, 'Percentage must be a whole number from 0 to 100'),
  is_done: z.boolean({ error: 'is_done must be true or false' }).optional(),
});

export const projectFieldSchemas = {
  client_id: referenceSchema('client_id'),
  name: requiredText(200, 'Name'),
  description: optionalText(5000, 'Description', { multiline: true }),
  status: z.enum(projectStatuses, {
    error: `Status must be one of: ${projectStatuses.join(', ')}`,
  }),
  start_date: optionalDate('Start date'),
  due_date: optionalDate('Due date'),
  budget_cents: centsSchema('Budget').nullable(),
  member_ids: z
    .array(referenceSchema('member_ids'), { error: 'member_ids must be a list of team member ids' })
    .max(MAX_PROJECT_MEMBERS, `A project has at most ${MAX_PROJECT_MEMBERS} members`),
  milestones: z
    .array(milestoneSchema, { error: 'milestones must be a list' })
    .max(MAX_MILESTONES, `A project has at most ${MAX_MILESTONES} milestones`)
    .refine(
      (milestones) => milestones.reduce((sum, m) => sum + m.percentage, 0) <= 100,
      'The milestone percentages add up to more than 100',
    ),
};

export type MilestoneInput = z.output<typeof milestoneSchema>;

export const projectIdSchema = recordIdSchema('id');

/** A due date before the start answers `fields.due_date`. */
export function checkProjectDates(dates: {
  start_date: string | null;
  due_date: string | null;
}): void {
  if (dates.start_date && dates.due_date && dates.due_date < dates.start_date) {
    throw invalidField('due_date', 'The due date cannot be before the start date');
  }
}

/** The referenced client and team members must exist (400 on the field otherwise). */
export async function checkProjectReferences(
  q: Queryable,
  refs: { client_id?: string | undefined; member_ids?: readonly string[] | undefined },
): Promise<void> {
  if (refs.client_id !== undefined) {
    if (!isUuid(refs.client_id) || !(await clientExists(q, refs.client_id))) {
      throw invalidField('client_id', 'No such client');
    }
  }
  if (refs.member_ids?.length) {
    const malformed = refs.member_ids.some((id) => !isUuid(id));
    if (malformed || (await missingTeamMemberIds(q, refs.member_ids)).length > 0) {
      throw invalidField('member_ids', 'Some of these team members do not exist');
    }
  }
}

/** Milestones as the database layer takes them (not done unless said). */
export const toMilestoneChanges = (milestones: readonly MilestoneInput[]) =>
  milestones.map((m) => ({
    id: m.id,
    name: m.name,
    due_date: m.due_date ?? null,
    percentage: m.percentage,
    is_done: m.is_done ?? false,
  }));
