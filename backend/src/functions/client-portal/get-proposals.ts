import { clientPortal } from '@atelier/shared/actions';
import type { PortalProposalsAnswer } from '@atelier/shared/contract';
import { listClientProposals } from '../../db/portal-records.ts';
import { implement } from '../registry.ts';
import { portalClient } from './portal-client.ts';

/** The proposals the agency sent the caller (never drafts), newest first. */
export const getProposals = implement(clientPortal.actions.get_proposals, {
  handler: async (_input, { db, caller }): Promise<PortalProposalsAnswer> => {
    const client = await portalClient(db, caller);
    const rows = await listClientProposals(db, client.id);
    return {
      proposals: rows.map(
        ({ id, title, status, total_cents, currency, valid_until, sent_at, decided_at }) => ({
          id,
          title,
          status,
          total_cents,
          currency,
          valid_until,
          sent_at,
          decided_at,
        }),
      ),
    };
  },
});
