import { text } from '@atelier/shared/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { findReferences } from '../../db/invoices.ts';
import { AppError, type FieldErrors } from '../../errors.ts';
import {
  isUuid,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
} from '../client-management/record-fields.ts';
import { discountSchema, lineItemsSchema, taxRateSchema } from '../line-items.ts';

/** Invoice fields (docs/records.md); create requires client_id, update takes any of them. */
export const invoiceFieldSchemas = {
  client_id: text({ what: 'Client', error: 'Client is required' })
    .min(1, 'Client is required')
    .max(100, 'No such client'),
  project_id: referenceSchema('project_id').nullable(),
  items: lineItemsSchema,
  discount_cents: discountSchema,
  tax_rate_bp: taxRateSchema,
  /** null: today + the payment terms. */
  due_date: optionalDate('Due date'),
  notes: optionalText(5000, 'Notes', { multiline: true }),
};

export const invoiceIdInput = z.object({ id: recordIdSchema('id') });

/**
 * 400 with `fields.client_id` / `fields.project_id` when the client does not exist or the
 * project is not one of the client's.
 */
export async function checkClientAndProject(
  q: Queryable,
  clientId: string,
  projectId: string | null,
): Promise<void> {
  const fields: FieldErrors = {};
  const validClient = isUuid(clientId) ? clientId : null;
  const validProject = projectId !== null && isUuid(projectId) ? projectId : null;
  const found = await findReferences(q, { clientId: validClient, projectId: validProject });
  if (!found.hasClient) fields.client_id = 'No such client';
  if (projectId !== null) {
    if (found.projectClientId === undefined) fields.project_id = 'No such project';
    else if (found.projectClientId !== clientId) {
      fields.project_id = 'This project belongs to another client';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
  }
}
