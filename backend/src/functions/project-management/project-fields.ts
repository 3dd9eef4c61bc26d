import type { MilestoneFields } from '@atelier/shared/contract';
import { clientExists } from '../../db/clients.ts';
import type { Queryable } from '../../db/database.ts';
import { missingTeamMemberIds } from '../../db/team.ts';
import { fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';

export { projectFieldSchemas } from '@atelier/shared/contract';

export type MilestoneInput = MilestoneFields;

/** A due date before the start answers `fields.due_date`. */
export function checkProjectDates(dates: {
  start_date: string | null;
  due_date: string | null;
}): void {
  if (dates.start_date && dates.due_date && dates.due_date < dates.start_date) {
    throw invalidField(
      'due_date',
      'The due date cannot be before the start date',
      fieldFailure('end_before_start'),
    );
  }
}

/** The referenced client and team members must exist (400 on the field otherwise). */
export async function checkProjectReferences(
  q: Queryable,
  refs: { client_id?: string | undefined; member_ids?: readonly string[] | undefined },
): Promise<void> {
  if (refs.client_id !== undefined) {
    if (!isUuid(refs.client_id) || !(await clientExists(q, refs.client_id))) {
      throw invalidField('client_id', 'No such client', { code: 'not_found' });
    }
  }
  if (refs.member_ids?.length) {
    const malformed = refs.member_ids.some((id) => !isUuid(id));
    if (malformed || (await missingTeamMemberIds(q, refs.member_ids)).length > 0) {
      throw invalidField('member_ids', 'Some of these team members do not exist', {
        code: 'not_found',
      });
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
