import { clientManagement } from '@atelier/shared/actions';
import { implement } from '../registry.ts';
import { rethrowEmailRace } from './client-fields.ts';
import { convertLeadToClient } from './convert-lead-to-client.ts';

/** The lead becomes a client (its data carried over, the payload's fields overriding it). */
export const convertLead = implement(clientManagement.actions.convert_lead, {
  handler: async ({ lead_id, ...overrides }, { db, caller }) => {
    return await db
      .transaction((tx) =>
        convertLeadToClient(tx, {
          leadId: lead_id,
          changedBy: caller.userId,
          overrides,
        }),
      )
      .catch(rethrowEmailRace);
  },
});
