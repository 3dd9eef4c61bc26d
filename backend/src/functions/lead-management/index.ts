import { leadManagement as leadManagementActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { bulkDelete } from './bulk-delete.ts';
import { bulkUpdateStatus } from './bulk-update-status.ts';
import { createLead } from './create-lead.ts';
import { deleteLead } from './delete-lead.ts';
import { getLead } from './get-lead.ts';
import { getLeadStats } from './get-lead-stats.ts';
import { getLeads } from './get-leads.ts';
import { updateLead } from './update-lead.ts';

/** `POST /functions/v1/lead-management`; the contract is in docs/leads.md. */
export const leadManagement = defineFunction(leadManagementActions, {
  create_lead: createLead,
  update_lead: updateLead,
  get_leads: getLeads,
  get_lead: getLead,
  delete_lead: deleteLead,
  bulk_update_status: bulkUpdateStatus,
  bulk_delete: bulkDelete,
  get_lead_stats: getLeadStats,
});
