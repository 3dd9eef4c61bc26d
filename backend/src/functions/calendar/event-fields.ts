import { type EventFields, lockEventReferences } from '../../db/calendar.ts';
import type { Queryable } from '../../db/database.ts';
import { invalidField, isUuid } from '../client-management/record-fields.ts';

export { eventFieldSchemas } from '@atelier/shared/contract';

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
  if (fields.client_id !== null && !hasClient)
    throw invalidField('client_id', 'No such client', { code: 'not_found' });
  if (fields.project_id !== null && !project)
    throw invalidField('project_id', 'No such project', { code: 'not_found' });
  if (project && fields.client_id !== null && project.client_id !== fields.client_id) {
    throw invalidField('project_id', 'This project belongs to another client', {
      code: 'other_client',
    });
  }
}
