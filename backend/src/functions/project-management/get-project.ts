import { projectManagement } from '@atelier/shared/actions';
import { listDeliverables } from '../../db/deliverables.ts';
import { isUuid } from '../client-management/record-fields.ts';
import { listProjectInvoicing } from '../invoice-automation/project-invoicing.ts';
import { listInvoicesFor } from '../invoice-management/invoice-view.ts';
import { implement } from '../registry.ts';
import { listPaymentsFor } from '../revenue-tracking/payment-view.ts';
import { findProjectView, projectNotFound } from './project-view.ts';

/**
 * One project with its invoices and payments, newest first (at most 100 of each), its
 * deliverables (drafts included), newest first, and its invoicing rules with what each step
 * waits for.
 */
export const getProject = implement(projectManagement.actions.get_project, {
  handler: async ({ id }, { db }) => {
    if (!isUuid(id)) throw projectNotFound();
    const project = await findProjectView(db, id);
    if (!project) throw projectNotFound();
    const invoices = await listInvoicesFor(db, { projectId: id }, 100);
    const payments = await listPaymentsFor(db, { projectId: id }, 100);
    const deliverables = await listDeliverables(db, id, { visibleToClient: false });
    const invoicing = await listProjectInvoicing(db, id);
    return { project, invoices, payments, deliverables, invoicing };
  },
});
