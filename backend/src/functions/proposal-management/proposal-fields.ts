import type { Queryable } from '../../db/database.ts';
import { findRecipients } from '../../db/proposals.ts';
import { AppError, type FieldErrors } from '../../errors.ts';
import { isUuid } from '../client-management/record-fields.ts';

/**
 * 400 unless exactly one of client and lead is given and it exists: a proposal goes to a
 * client, or to a lead that becomes one when it accepts.
 */
export async function checkRecipient(
  q: Queryable,
  recipient: { client_id: string | null; lead_id: string | null },
): Promise<void> {
  const { client_id: clientId, lead_id: leadId } = recipient;
  const fields: FieldErrors = {};
  if ((clientId === null) === (leadId === null)) {
    fields.client_id = 'Choose either a client or a lead';
  } else {
    const found = await findRecipients(q, {
      clientId: clientId !== null && isUuid(clientId) ? clientId : null,
      leadId: leadId !== null && isUuid(leadId) ? leadId : null,
    });
    if (clientId !== null && !found.hasClient) fields.client_id = 'No such client';
    if (leadId !== null && !found.hasLead) fields.lead_id = 'No such lead';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
  }
}

/** Why a proposal that is no longer a draft cannot change, by its status as it reads. */
export const notADraft: Record<string, { edit: string; remove: string }> = {
  sent: {
    edit: 'A sent proposal cannot be edited; decline it and write a new one',
    remove: 'A sent proposal cannot be deleted; decline it instead',
  },
  expired: {
    edit: 'An expired proposal cannot be edited; write a new one',
    remove: 'An expired proposal cannot be deleted; decline it instead',
  },
  accepted: {
    edit: 'An accepted proposal cannot be edited',
    remove: 'An accepted proposal cannot be deleted: a project came from it',
  },
  declined: {
    edit: 'A declined proposal cannot be edited; write a new one',
    remove: 'A declined proposal cannot be deleted: it is part of the history',
  },
};
