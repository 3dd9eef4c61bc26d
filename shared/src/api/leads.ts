import { type CallOptions, callFunction } from '@atelier/shared';
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
export const LEAD_FUNCTION = 'lead-management';

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
] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

const call = <T extends Record<string, unknown>>(
  action: LeadAction,
  payload: Record<string, unknown>,
  options?: CallOptions,
) => callFunction<T>(LEAD_FUNCTION, action, payload, options);

/**
 * A visitor's form or an admin's manual entry. A visitor gets back a receipt of what was
 * accepted (no id, score or dates); an admin gets the stored lead.
 */
export const createLead = (lead: NewLead, options?: CallOptions) =>
  call<{ lead: Lead }>('create_lead', lead, options);

export const updateLead = (changes: LeadChanges, options?: CallOptions) =>
  call<{ lead: Lead }>('update_lead', changes, options);

export const getLeads = (query: LeadListQuery = {}, options?: CallOptions) =>
  call<LeadPage>('get_leads', query, options);

export const getLead = (id: string, options?: CallOptions) =>
  call<LeadDetail>('get_lead', { id }, options);

export const deleteLead = (id: string, options?: CallOptions) =>
  call<Record<never, never>>('delete_lead', { id }, options);

export const bulkUpdateLeadStatus = (ids: string[], status: LeadStatus, options?: CallOptions) =>
  call<{ count: number }>('bulk_update_status', { ids, status }, options);

export const bulkDeleteLeads = (ids: string[], options?: CallOptions) =>
  call<{ count: number }>('bulk_delete', { ids }, options);

export const getLeadStats = (options?: CallOptions) =>
  call<{ stats: LeadStats }>('get_lead_stats', {}, options);

/**
 * Registers the built-in demo leads for every action above. Loaded on demand, so the sample
 * data never weighs on pages that do not manage leads (the public site).
 */
export async function registerLeadDemo(): Promise<void> {
  const { registerLeadDemoHandlers } = await import('../demo/demo-leads');
  registerLeadDemoHandlers();
}
