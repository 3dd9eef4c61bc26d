import { type DemoHandler, registerDemoHandler } from '@atelier/shared';
import type { ZodError, ZodType } from 'zod';
import type { ApiFailure, ApiResult } from '../../api/result';
import {
  bulkDeleteInput,
  bulkUpdateStatusInput,
  createLeadInput,
  GRADE_RANGES,
  getLeadsInput,
  type LeadFields,
  type LeadSortColumn,
  type LeadStatus,
  type LeadStatusChange,
  updateLeadInput,
} from '../../contract/leads';
import { scoreDemoLead } from '../lead-scoring/demo-scoring';
import {
  DAY_MS,
  DEMO_ADMIN,
  demoLeadStats,
  loadLeads,
  newLeadFields,
  type StoredLead,
  saveLeads,
  toLead,
} from './demo-store';

/**
 * `lead-management` answered from built-in data when the server cannot answer (ARCHITECTURE
 * "Client behaviour", spec §7–§9): the sample leads, with filters, sort, pages and stats
 * computed over them. Writes persist in this browser's local storage under `demo_leads`.
 */
const FUNCTION = 'lead-management';
type Answer = ApiResult<Record<string, unknown>>;

export { resetDemoLeads } from './demo-store';

const LEAD_NOT_FOUND: ApiFailure = {
  success: false,
  error: 'Lead not found',
  code: 'NOT_FOUND',
};

// ---- input -------------------------------------------------------------------------------

/**
 * The server's own schemas (`@atelier/shared/contract`) check every payload, so the demo refuses
 * what the server refuses, with the same field messages: the first one per field.
 */
function parse<T>(schema: ZodType<T>, payload: Record<string, unknown>): T | ApiFailure {
  const result = schema.safeParse(payload);
  return result.success ? result.data : validationFailure(result.error);
}

function validationFailure(error: ZodError): ApiFailure {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_root'] ??= issue.message;
  return { success: false, error: 'Some fields are invalid', code: 'VALIDATION_FAILED', fields };
}

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && (value as ApiFailure).success === false;

/** Only the keys that were sent, so the others keep their stored value. */
const definedOnly = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

function newId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const hex = () => Math.floor(Math.random() * 16).toString(16);
  return 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, hex);
}

const statusChange = (from: LeadStatus | null, to: LeadStatus, at: string): LeadStatusChange => ({
  from_status: from,
  to_status: to,
  changed_by: DEMO_ADMIN.id,
  changed_by_name: DEMO_ADMIN.name,
  changed_at: at,
});

// ---- listing ------------------------------------------------------------------------------

type ListQuery = ReturnType<typeof getLeadsInput.parse>;

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function createdBetween(from?: string, to?: string): (lead: StoredLead) => boolean {
  const start = from ? Date.parse(isDateOnly(from) ? `${from}T00:00:00Z` : from) : null;
  const end = to
    ? isDateOnly(to)
      ? Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1
      : Date.parse(to)
    : null;
  return (lead) => {
    const created = Date.parse(lead.created_at);
    return (start === null || created >= start) && (end === null || created <= end);
  };
}

function matches(query: ListQuery): (lead: StoredLead) => boolean {
  const { status, source, project_type: types, grade } = query;
  const search = query.search?.toLowerCase() ?? '';
  const isInDates = createdBetween(query.created_from, query.created_to);
  return (lead) =>
    (!status || status.includes(lead.status)) &&
    (!source || source.includes(lead.source)) &&
    (!types || (lead.project_type !== null && types.includes(lead.project_type))) &&
    (!grade ||
      grade.some(
        (each) => lead.score >= GRADE_RANGES[each].min && lead.score <= GRADE_RANGES[each].max,
      )) &&
    (!search ||
      [lead.name, lead.email, lead.company ?? ''].some((value) =>
        value.toLowerCase().includes(search),
      )) &&
    isInDates(lead);
}

function compare(sort: LeadSortColumn, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? 1 : -1;
  return (a: StoredLead, b: StoredLead): number => {
    // Leads without a budget come last in both orders, as on the server.
    if (sort === 'budget' && (a.budget === null) !== (b.budget === null)) {
      return a.budget === null ? 1 : -1;
    }
    const left = sort === 'name' ? a.name.toLowerCase() : a[sort];
    const right = sort === 'name' ? b.name.toLowerCase() : b[sort];
    if (left !== right && left !== null && right !== null) {
      return (left < right ? -1 : 1) * direction;
    }
    return a.id < b.id ? -direction : a.id > b.id ? direction : 0;
  };
}

// ---- actions ------------------------------------------------------------------------------

function getLeads(payload: Record<string, unknown>): Answer {
  const query = parse(getLeadsInput, payload);
  if (isFailure(query)) return query;
  const { page, pageSize } = query;
  const found = loadLeads().filter(matches(query)).sort(compare(query.sort, query.order));
  const start = (page - 1) * pageSize;
  return {
    success: true,
    leads: found.slice(start, start + pageSize).map(toLead),
    total: found.length,
    page,
    pageSize,
  };
}

function getLead(payload: Record<string, unknown>): Answer {
  const stored = loadLeads().find((lead) => lead.id === payload.id);
  if (!stored) return LEAD_NOT_FOUND;
  return {
    success: true,
    lead: toLead(stored),
    history: stored.history,
    scoring: scoreDemoLead(stored),
  };
}

function createLead(payload: Record<string, unknown>): Answer {
  const input = parse(createLeadInput, payload);
  if (isFailure(input)) return input;
  const now = new Date().toISOString();
  const values: LeadFields = { name: input.name, email: input.email, ...newLeadFields(input) };
  const stored: StoredLead = {
    ...values,
    id: newId(),
    score: scoreDemoLead(values).score,
    converted_client_id: null,
    created_at: now,
    updated_at: now,
    history: [statusChange(null, values.status, now)],
  };
  saveLeads([stored, ...loadLeads()]);
  return { success: true, lead: toLead(stored) };
}

function updateLead(payload: Record<string, unknown>): Answer {
  const leads = loadLeads();
  const index = leads.findIndex((lead) => lead.id === payload.id);
  const current = leads[index];
  if (!current) return LEAD_NOT_FOUND;
  const input = parse(updateLeadInput, payload);
  if (isFailure(input)) return input;
  const { id: _id, ...changes } = input;
  const now = new Date().toISOString();
  const next: StoredLead = { ...current, ...definedOnly(changes), updated_at: now };
  next.score = scoreDemoLead(next).score;
  if (next.status !== current.status) {
    next.history = [...current.history, statusChange(current.status, next.status, now)];
  }
  leads[index] = next;
  saveLeads(leads);
  return { success: true, lead: toLead(next) };
}

function deleteLead(payload: Record<string, unknown>): Answer {
  const leads = loadLeads();
  const remaining = leads.filter((lead) => lead.id !== payload.id);
  if (remaining.length === leads.length) return LEAD_NOT_FOUND;
  saveLeads(remaining);
  return { success: true };
}

function bulkUpdateStatus(payload: Record<string, unknown>): Answer {
  const input = parse(bulkUpdateStatusInput, payload);
  if (isFailure(input)) return input;
  const ids = new Set(input.ids);
  const { status } = input;
  const now = new Date().toISOString();
  let count = 0;
  const leads = loadLeads().map((lead) => {
    if (!ids.has(lead.id)) return lead;
    count += 1;
    if (lead.status === status) return lead;
    const history = [...lead.history, statusChange(lead.status, status, now)];
    return { ...lead, status, updated_at: now, history };
  });
  saveLeads(leads);
  return { success: true, count };
}

function bulkDelete(payload: Record<string, unknown>): Answer {
  const input = parse(bulkDeleteInput, payload);
  if (isFailure(input)) return input;
  const ids = new Set(input.ids);
  const leads = loadLeads();
  const remaining = leads.filter((lead) => !ids.has(lead.id));
  saveLeads(remaining);
  return { success: true, count: leads.length - remaining.length };
}

function getLeadStats(): Answer {
  return { success: true, stats: demoLeadStats(loadLeads()) };
}

const HANDLERS: Record<string, DemoHandler> = {
  create_lead: createLead,
  update_lead: updateLead,
  get_leads: getLeads,
  get_lead: getLead,
  delete_lead: deleteLead,
  bulk_update_status: bulkUpdateStatus,
  bulk_delete: bulkDelete,
  get_lead_stats: getLeadStats,
};

/** Makes every `lead-management` action answerable from demo data. */
export function registerLeadDemoHandlers(): void {
  for (const [action, handler] of Object.entries(HANDLERS)) {
    registerDemoHandler(FUNCTION, action, handler);
  }
}
