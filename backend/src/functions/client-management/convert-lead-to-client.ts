import type { ClientFields, Lead } from '@atelier/shared/contract';
import { insertClient } from '../../db/clients.ts';
import type { Queryable } from '../../db/database.ts';
import { findLead, recordStatusChanges } from '../../db/leads.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { conflict } from '../../errors.ts';
import { leadNotFound, toLead } from '../lead-management/lead-view.ts';
import { checkClientFields } from './client-fields.ts';
import { type Client, findClientView } from './client-view.ts';
import { definedOnly, isUuid } from './record-fields.ts';

/**
 * Turns a lead into a client inside the caller's transaction (convert_lead, and proposal
 * acceptance): the lead's name, e-mail, phone, company and notes become the client's unless
 * `overrides` say otherwise; the lead becomes `converted`, points at the client, and its
 * history records the change. Throws 404 / 409 / 400 and leaves the rollback to the caller.
 */
export async function convertLeadToClient(
  tx: Queryable,
  args: { leadId: string; changedBy: string | null; overrides?: Partial<ClientFields> },
): Promise<{ client: Client; lead: Lead }> {
  if (!isUuid(args.leadId)) throw leadNotFound();
  const lead = await findLead(tx, args.leadId, { forUpdate: true });
  if (!lead) throw leadNotFound();
  // A lead whose client was deleted (converted_client_id set null) may become a client again.
  if (lead.converted_client_id !== null) {
    throw conflict('lead_already_client', 'This lead is already a client');
  }
  const fields: ClientFields = {
    name: lead.name,
    email: lead.email,
    company: lead.company,
    phone: lead.phone,
    address: null,
    tax_id: null,
    notes: lead.notes,
    status: 'active',
    user_id: null,
    language: lead.language,
    // An override given as undefined keeps the lead's value.
    ...definedOnly(args.overrides ?? {}),
  };
  await checkClientFields(tx, fields, null);
  const currency = await readAgencyCurrency(tx);
  const { id: clientId } = await insertClient(tx, fields, { currency, lead_id: lead.id });
  await tx.query(
    `UPDATE leads SET status = 'converted', converted_client_id = $2, updated_at = now()
     WHERE id = $1`,
    [lead.id, clientId],
  );
  if (lead.status !== 'converted') {
    await recordStatusChanges(tx, [
      {
        leadId: lead.id,
        fromStatus: lead.status,
        toStatus: 'converted',
        changedBy: args.changedBy,
      },
    ]);
  }
  const [client, converted] = [await findClientView(tx, clientId), await findLead(tx, lead.id)];
  if (!client || !converted) throw new Error('The converted lead or its client vanished');
  return { client, lead: toLead(converted) };
}
