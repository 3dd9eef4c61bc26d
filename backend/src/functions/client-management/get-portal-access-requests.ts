import { portalAccessRequestsAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { listAccessRequests } from '../../db/portal-access.ts';
import { defineAction } from '../registry.ts';

/**
 * The client accounts waiting for a client record (they signed in and saw "not linked yet"),
 * so that an admin can link one to a client whatever e-mail it registered with.
 */
export const getPortalAccessRequests = defineAction({
  access: 'admin',
  input: z.object({}),
  output: portalAccessRequestsAnswer,
  handler: async (_input, { db }) => ({ requests: await listAccessRequests(db) }),
});
