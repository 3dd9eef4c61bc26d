import { clientManagement } from '@atelier/shared/actions';
import type { ClientFields } from '@atelier/shared/contract';
import { insertClient } from '../../db/clients.ts';
import { readAgencyCurrency, readAgencyLanguage } from '../../db/settings.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';
import { checkClientFields, rethrowEmailRace } from './client-fields.ts';
import { findClientView } from './client-view.ts';

/** A new client in the agency's currency, and its default language unless one is given. */
export const createClient = implement(clientManagement.actions.create_client, {
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
      language: input.language ?? 'en',
    };
    const client = await db
      .transaction(async (tx) => {
        if (input.language === undefined) fields.language = await readAgencyLanguage(tx);
        await checkClientFields(tx, fields, null);
        const currency = await readAgencyCurrency(tx);
        const { id } = await insertClient(tx, fields, { currency, lead_id: null });
        return readBack(await findClientView(tx, id), `Client ${id}`);
      })
      .catch(rethrowEmailRace);
    return { client };
  },
});
