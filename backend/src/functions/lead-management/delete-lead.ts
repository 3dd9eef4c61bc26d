import { z } from 'zod';
import { deleteLeads } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { isUuid, leadIdSchema } from './lead-fields.ts';
import { leadNotFound } from './lead-view.ts';

export const deleteLeadInput = z.object({ id: leadIdSchema });

/** Deletes a lead and its history. */
export const deleteLead = defineAction({
  access: 'admin',
  input: deleteLeadInput,
  handler: async ({ id }, { db }) => {
    if (!isUuid(id) || (await deleteLeads(db, [id])) === 0) throw leadNotFound();
    return {};
  },
});
