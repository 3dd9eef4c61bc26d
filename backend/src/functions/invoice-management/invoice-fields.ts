import type { Queryable } from '../../db/database.ts';
import { findReferences } from '../../db/invoices.ts';
import { type FieldProblems, fieldFailure, invalidFields } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';

export { invoiceFieldSchemas, invoiceIdInput } from '@atelier/shared/contract';

/**
 * 400 with `fields.client_id` / `fields.project_id` when the client does not exist or the
 * project is not one of the client's.
 */
export async function checkClientAndProject(
  q: Queryable,
  clientId: string,
  projectId: string | null,
): Promise<void> {
  const fields: FieldProblems = {};
  const validClient = isUuid(clientId) ? clientId : null;
  const validProject = projectId !== null && isUuid(projectId) ? projectId : null;
  const found = await findReferences(q, { clientId: validClient, projectId: validProject });
  if (!found.hasClient) fields.client_id = ['No such client', fieldFailure('not_found')];
  if (projectId !== null) {
    if (found.projectClientId === undefined) {
      fields.project_id = ['No such project', fieldFailure('not_found')];
    } else if (found.projectClientId !== clientId) {
      fields.project_id = ['This project belongs to another client', fieldFailure('other_client')];
    }
  }
  if (Object.keys(fields).length > 0) {
    throw invalidFields(fields);
  }
}
