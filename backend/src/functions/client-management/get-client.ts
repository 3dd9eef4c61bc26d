import { clientManagement } from '@atelier/shared/actions';
import { listInvoicesFor } from '../invoice-management/invoice-view.ts';
import { listProjectViews } from '../project-management/project-view.ts';
import { listProposalsFor } from '../proposal-management/proposal-view.ts';
import { implement } from '../registry.ts';
import { listPaymentsFor } from '../revenue-tracking/payment-view.ts';
import { clientNotFound, findClientView } from './client-view.ts';
import { isUuid } from './record-fields.ts';

/** Records listed on a client's page: the newest of each kind. */
const RELATED_LIMIT = 100;

/** One client with its projects, proposals, invoices and payments, newest first. */
export const getClient = implement(clientManagement.actions.get_client, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw clientNotFound();
    const client = await findClientView(db, id);
    if (!client) throw clientNotFound();
    const { projects } = await listProjectViews(db, {
      clientId: id,
      sort: 'created_at',
      order: 'desc',
      limit: RELATED_LIMIT,
      offset: 0,
    });
    const proposals = await listProposalsFor(db, { clientId: id }, RELATED_LIMIT);
    const invoices = await listInvoicesFor(db, { clientId: id }, RELATED_LIMIT);
    const payments = await listPaymentsFor(db, { clientId: id }, RELATED_LIMIT);
    return { client, projects, proposals, invoices, payments };
  },
});
