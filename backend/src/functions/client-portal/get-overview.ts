import { clientPortal } from '@atelier/shared/actions';
import { readPortalOverview } from '../../db/portal-overview.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';

/** The portal's home: what the client owes, and what waits for them, in one answer. */
export const getOverview = implement(clientPortal.actions.get_overview, {
  handler: async (_input, { db, caller }) => {
    const client = await portalClient(db, caller);
    const lists = await readPortalOverview(db, client.id, client.account_email);
    const { id, name, company, language } = client;
    return { client: { id, name, company, language }, ...lists };
  },
});
