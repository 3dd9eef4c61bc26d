import { convertedLeadSchema, convertLeadInput } from '@atelier/shared/contract';
import { defineAction } from '../registry.ts';
import { rethrowEmailRace } from './client-fields.ts';
import { convertLeadToClient } from './convert-lead-to-client.ts';

export { convertLeadInput };

/** The lead becomes a client (its data carried over, the payload's fields overriding it). */
export const convertLead = defineAction({
  access: 'admin',
  input: convertLeadInput,
  output: convertedLeadSchema,
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
