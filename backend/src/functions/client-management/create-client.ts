import { z } from 'zod';
import { type ClientFields, insertClient } from '../../db/clients.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { defineAction } from '../registry.ts';
import { checkClientFields, clientFieldSchemas as f, rethrowEmailRace } from './client-fields.ts';
import { findClientView } from './client-view.ts';

export const createClientInput = z.object({
  name: f.name,
  email: f.email,
  company: f.company.optional(),
  phone: f.phone.optional(),
  address: f.address.optional(),
  tax_id: f.tax_id.optional(),
  notes: f.notes.optional(),
  status: f.status.optional(),
  user_id: f.user_id.optional(),
});

/** A new client in the agency's currency. */
export const createClient = defineAction({
  access: 'admin',
  input: createClientInput,
  handler: async (input, { db }) => {
    const fields: ClientFields = {
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      tax_id: input.tax_id ?? null,
      notes: input.notes ?? null,
      status: input.status ?? 'active',
      user_id: input.user_id ?? null,
    };
    const client = await db
      .transaction(async (tx) => {
        await checkClientFields(tx, fields, null);
        const currency = await readAgencyCurrency(tx);
        const { id } = await insertClient(tx, fields, { currency, lead_id: null });
        return await findClientView(tx, id);
      })
      .catch(rethrowEmailRace);
    return { client };
  },
});
