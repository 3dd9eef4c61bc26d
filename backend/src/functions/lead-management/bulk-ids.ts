import { z } from 'zod';
import { isUuid, leadIdSchema } from './lead-fields.ts';

export const BULK_MAX = 500;

/** Ids of a bulk action; those that name no lead are skipped (see `count`). */
export const bulkIdsSchema = z
  .array(leadIdSchema, { error: 'ids must be a list of lead ids' })
  .min(1, 'Choose at least one lead')
  .max(BULK_MAX, `At most ${BULK_MAX} leads at a time`)
  .transform((ids) => [...new Set(ids.filter(isUuid))]);
