import {
  type ActionName,
  type ApiResult,
  type CallOptions,
  callAction,
  type InputOf,
} from '@atelier/shared';
import type {
  Lead,
  LeadChanges,
  LeadDetail,
  LeadListQuery,
  LeadPage,
  LeadStats,
  LeadStatus,
  NewLead,
} from '../contract/leads';

/** The function behind the leads funnel; its contract is docs/leads.md. */
export const LEAD_FUNCTION = 'lead-management' as const;

/** Every action of `lead-management`, as the server and the demo handlers name them. */
export const LEAD_ACTIONS = [
  'create_lead',
  'update_lead',
  'get_leads',
  'get_lead',
  'delete_lead',
  'bulk_update_status',
  'bulk_delete',
  'get_lead_stats',
] as const satisfies readonly LeadAction[];
export type LeadAction = ActionName<typeof LEAD_FUNCTION>;

const call = <A extends LeadAction>(
  action: A,
  payload: InputOf<typeof LEAD_FUNCTION, A>,
  options?: CallOptions,
) => callAction(LEAD_FUNCTION, action, payload, options);

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
 * Registers the built-in demo leads for every action above. Loaded on demand, so the sample
 * data never weighs on pages that do not manage leads (the public site).
 */
export async function registerLeadDemo(): Promise<void> {
  const { registerLeadDemoHandlers } = await import('../demo/demo-leads');
  registerLeadDemoHandlers();
}
