import { defineAction } from '../registry.ts';
import { clientChangesSchema, rethrowEmailRace } from './client-fields.ts';
import { convertLeadToClient } from './convert-lead-to-client.ts';
import { recordIdSchema } from './record-fields.ts';

export const convertLeadInput = clientChangesSchema.extend({ lead_id: recordIdSchema('lead_id') });

/** The lead becomes a client (its data carried over, the payload's fields overriding it). */
export const convertLead = defineAction({
  access: 'admin',
  input: convertLeadInput,
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
