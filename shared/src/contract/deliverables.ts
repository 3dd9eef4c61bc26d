import { z } from 'zod';
import { timestampSchema, uuidSchema } from './record-fields';

/**
 * A deliverable the agency adds to a project for its client to approve (docs/portal.md), as
 * project-management and the client portal answer it. Re-exported by `./client-portal-records`.
 */

export const deliverableStatuses = [
  'draft',
  'awaiting_approval',
  'approved',
  'changes_requested',
] as const;
export type DeliverableStatus = (typeof deliverableStatuses)[number];

export const deliverableSchema = z.object({
  id: uuidSchema,
  project_id: uuidSchema,
  milestone_id: uuidSchema.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** An object of the storage bucket `client-files`, under the project's client id. */
  file_path: z.string().nullable(),
  status: z.enum(deliverableStatuses),
  submitted_at: timestampSchema.nullable(),
  responded_at: timestampSchema.nullable(),
  /** The client's words with their latest answer (always there with `changes_requested`). */
  client_comment: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Deliverable = z.infer<typeof deliverableSchema>;

/** add_deliverable, submit_deliverable and the portal's approve_deliverable. */
export const deliverableAnswer = z.object({ deliverable: deliverableSchema });
