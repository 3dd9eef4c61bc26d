import { z } from 'zod';
import { deleteLeads } from '../../db/leads.ts';
import { defineAction } from '../registry.ts';
import { bulkIdsSchema } from './bulk-ids.ts';

export const bulkDeleteInput = z.object({ ids: bulkIdsSchema });

/** Deletes the listed leads in one statement (so all or nothing). */
export const bulkDelete = defineAction({
  access: 'admin',
  input: bulkDeleteInput,
  handler: async ({ ids }, { db }) => ({ count: await deleteLeads(db, ids) }),
});
