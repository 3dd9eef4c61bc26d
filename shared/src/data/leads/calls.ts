import {
  type ApiResult,
  actionCaller,
  type CallOptions,
  registerDemoLoader,
} from '@atelier/shared';
import type { Lead, LeadChanges, LeadListQuery, LeadStatus, NewLead } from '../../contract/leads';

/** The function behind the leads funnel; its contract is docs/leads.md. */
export const LEAD_FUNCTION = 'lead-management' as const;

const call = actionCaller(LEAD_FUNCTION);

/**
 * A visitor's form or an admin's manual entry. A visitor gets back a receipt of what was
 * accepted (no id, score or dates); an admin gets the stored lead.
 */
export const createLead = (lead: NewLead, options?: CallOptions) =>
  call('create_lead', lead, options);

/**
 * An admin's manual entry: for an admin the server answers the stored lead. A receipt instead
 * means the session was not taken as an admin's (it ended meanwhile): said, never shown as saved.
 */
export async function addLead(
  lead: NewLead,
  options?: CallOptions,
): Promise<ApiResult<{ lead: Lead }>> {
  const result = await call('create_lead', lead, options);
  if (!result.success) return result;
  if ('id' in result.lead) return { success: true, lead: result.lead };
  return { success: false, error: 'The lead was not saved as an admin', code: 'UNAUTHORIZED' };
}

export const updateLead = (changes: LeadChanges, options?: CallOptions) =>
  call('update_lead', changes, options);

export const getLeads = (query: LeadListQuery = {}, options?: CallOptions) =>
  call('get_leads', query, options);

export const getLead = (id: string, options?: CallOptions) => call('get_lead', { id }, options);

export const deleteLead = (id: string, options?: CallOptions) =>
  call('delete_lead', { id }, options);

export const bulkUpdateLeadStatus = (ids: string[], status: LeadStatus, options?: CallOptions) =>
  call('bulk_update_status', { ids, status }, options);

export const bulkDeleteLeads = (ids: string[], options?: CallOptions) =>
  call('bulk_delete', { ids }, options);

export const getLeadStats = (options?: CallOptions) => call('get_lead_stats', {}, options);

/**
 * Registers the built-in demo leads for every action above, downloaded only when one of the
 * calls falls back to them: the sample data never weighs on pages that do not manage leads
 * (the public site), and no call waits for it.
 */
export function registerLeadDemo(): void {
  registerDemoLoader(LEAD_FUNCTION, async () => {
    const { registerLeadDemoHandlers } = await import('./demo');
    registerLeadDemoHandlers();
  });
}
