import { calendarDate, text } from '@atelier/shared/contract';
import { z } from 'zod';
import {
  type EventFields,
  eventPriorities,
  eventStatuses,
  eventTypes,
  lockEventReferences,
} from '../../db/calendar.ts';
import type { Queryable } from '../../db/database.ts';
import {
  invalidField,
  isUuid,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
} from '../client-management/record-fields.ts';

/** Missing, null and blank all read as "not given", so they share the "is required" message. */
const required = (what: string, rule: z.ZodType<string, string>) =>
  text({ what, error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .pipe(rule);

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const eventFieldSchemas = {
  title: requiredText(200, 'Title'),
  date: required('Date', calendarDate('Date')),
  time: required('Time', z.string().regex(timePattern, 'Time must be HH:MM, from 00:00 to 23:59')),
  type: z.enum(eventTypes, { error: `Type must be one of: ${eventTypes.join(', ')}` }),
  priority: z.enum(eventPriorities, {
    error: `Priority must be one of: ${eventPriorities.join(', ')}`,
  }),
  status: z.enum(eventStatuses, { error: `Status must be one of: ${eventStatuses.join(', ')}` }),
  description: optionalText(5000, 'Description', { multiline: true }),
  client_id: referenceSchema('client_id').nullable(),
  project_id: referenceSchema('project_id').nullable(),
};

export const eventIdSchema = recordIdSchema('id');

/**
 * The client and project must exist and, when both are given, the project must be the
 * client's (400 on the field otherwise). Holds both rows until the transaction ends.
 */
export async function checkEventReferences(tx: Queryable, fields: EventFields): Promise<void> {
  const refs = {
    client_id: fields.client_id !== null && isUuid(fields.client_id) ? fields.client_id : null,
    project_id: fields.project_id !== null && isUuid(fields.project_id) ? fields.project_id : null,
  };
  const { hasClient, project } = await lockEventReferences(tx, refs);
  if (fields.client_id !== null && !hasClient) throw invalidField('client_id', 'No such client');
  if (fields.project_id !== null && !project) throw invalidField('project_id', 'No such project');
  if (project && fields.client_id !== null && project.client_id !== fields.client_id) {
    throw invalidField('project_id', 'This project belongs to another client');
  }
}
