import { clientManagement } from '@atelier/shared/actions';
import { listAccessRequests } from '../../db/portal-access.ts';
import { implement } from '../registry.ts';

/**
 * The client accounts waiting for a client record (they signed in and saw "not linked yet"),
 * so that an admin can link one to a client whatever e-mail it registered with.
 */
export const getPortalAccessRequests = implement(
  clientManagement.actions.get_portal_access_requests,
  {
    handler: async (_input, { db }) => ({ requests: await listAccessRequests(db) }),
  },
);
