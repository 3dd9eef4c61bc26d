import {
  bulkDeleteInput,
  bulkUpdateStatusInput,
  createLeadAnswer,
  createLeadInput,
  getLeadsInput,
  leadAnswer,
  leadDetailSchema,
  leadIdInput,
  leadPageSchema,
  leadStatsAnswer,
  updateLeadInput,
} from '../leads';
import { countAnswer, emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/lead-management`: the leads funnel (docs/leads.md). */
export const leadManagement = defineActions('lead-management', {
  /** A visitor's form (a receipt of what was accepted) or an admin's entry (the stored lead). */
  create_lead: { access: 'public', input: createLeadInput, output: createLeadAnswer },
  update_lead: { access: 'admin', input: updateLeadInput, output: leadAnswer },
  get_leads: { access: 'admin', input: getLeadsInput, output: leadPageSchema },
  get_lead: { access: 'admin', input: leadIdInput, output: leadDetailSchema },
  delete_lead: { access: 'admin', input: leadIdInput, output: emptyAnswer },
  bulk_update_status: { access: 'admin', input: bulkUpdateStatusInput, output: countAnswer },
  bulk_delete: { access: 'admin', input: bulkDeleteInput, output: countAnswer },
  get_lead_stats: { access: 'admin', output: leadStatsAnswer },
});
