import {
  COMPANY_SIZES,
  GRADE_RANGES,
  LEAD_GRADES,
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type Lead,
  type LeadFields,
  type LeadStats,
  type LeadStatus,
  type LeadStatusChange,
  leadGrade,
  UTM_FIELDS,
} from '../api/lead-types';
import type { ApiFailure, ApiResult } from '../api/result';
import { STORAGE_KEYS } from '../auth/storage-keys';
import { DEMO_LEAD_SAMPLES, pathTo } from './demo-lead-samples';
import { scoreDemoLead } from './demo-lead-scoring';
import { type DemoHandler, registerDemoHandler } from './demo-registry';

/**
 * `lead-management` answered from built-in data when the server cannot answer (ARCHITECTURE
 * "Client behaviour", spec §7–§9): the sample leads, with filters, sort, pages and stats
 * computed over them. Writes persist in this browser's local storage under `demo_leads`.
 */
const FUNCTION = 'lead-management';
const DEMO_ADMIN = { id: 'demo-admin', name: 'Admin User' };
const DAY_MS = 86_400_000;

/** A lead as kept in local storage: its grade is derived on read, its history travels with it. */
type StoredLead = Omit<Lead, 'grade'> & { history: LeadStatusChange[] };
type Answer = ApiResult<Record<string, unknown>>;

const LEAD_NOT_FOUND: ApiFailure = {
  success: false,
  error: 'Lead not found',
  code: 'NOT_FOUND',
};

// ---- storage ------------------------------------------------------------------------------

/** Without local storage (tests, a locked-down browser) writes last as long as the page. */
let memory: StoredLead[] | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function sampleLeads(now: number): StoredLead[] {
  return DEMO_LEAD_SAMPLES.map(({ id, daysAgo, ...fields }) => {
    const created = now - daysAgo * DAY_MS;
    const statuses = pathTo(fields.status ?? 'new');
    const history = statuses.map((to_status, step) => ({
      from_status: step === 0 ? null : (statuses[step - 1] ?? null),
      to_status,
      changed_by: step === 0 && fields.source !== 'manual' ? null : DEMO_ADMIN.id,
      changed_by_name: step === 0 && fields.source !== 'manual' ? null : DEMO_ADMIN.name,
      changed_at: new Date(created + step * (DAY_MS / 2)).toISOString(),
    }));
    const lead = normalise({ ...fields, source: fields.source ?? 'direct' });
    return {
      ...lead,
      id,
      score: scoreDemoLead(lead).score,
      converted_client_id: null,
      created_at: new Date(created).toISOString(),
      updated_at: history.at(-1)?.changed_at ?? new Date(created).toISOString(),
      history,
    };
  });
}

function loadLeads(): StoredLead[] {
  const store = storage();
  if (!store) return memory ?? sampleLeads(Date.now());
  try {
    const raw = store.getItem(STORAGE_KEYS.demoLeads);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(stored)) return stored as StoredLead[];
  } catch {
    // A damaged entry is replaced by the samples on the next write.
  }
  return sampleLeads(Date.now());
}

function saveLeads(leads: StoredLead[]): void {
  const store = storage();
  if (!store) {
    memory = leads;
    return;
  }
  try {
    store.setItem(STORAGE_KEYS.demoLeads, JSON.stringify(leads));
  } catch {
    memory = leads;
  }
}

/** Forgets every demo write (tests; a user clearing demo data). */
export function resetDemoLeads(): void {
  memory = null;
  try {
    storage()?.removeItem(STORAGE_KEYS.demoLeads);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

const toLead = ({ history: _history, ...lead }: StoredLead): Lead => ({
  ...lead,
  grade: leadGrade(lead.score),
});

// ---- input --------------------------------------------------------------------------------

type Fields = Record<string, string>;

const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

const OPTIONAL_TEXT: Partial<Record<keyof LeadFields, number>> = {
  phone: LEAD_LIMITS.phone,
  company: LEAD_LIMITS.company,
  notes: LEAD_LIMITS.notes,
  ...Object.fromEntries(UTM_FIELDS.map((field) => [field, LEAD_LIMITS.utm])),
};
const CHOICES: Partial<Record<keyof LeadFields, readonly string[]>> = {
  company_size: COMPANY_SIZES,
  project_type: LEAD_PROJECT_TYPES,
  timeline: LEAD_TIMELINES,
};

/** The server's rules, in short: enough for the demo to refuse what the server would. */
function invalidFields(payload: Record<string, unknown>, isCreate: boolean): Fields {
  const fields: Fields = {};
  const name = payload.name;
  if (isCreate || name !== undefined) {
    if (typeof name !== 'string' || !name.trim()) fields.name = 'Name is required';
    else if (name.trim().length > LEAD_LIMITS.name) fields.name = 'Name is too long';
  }
  const email = payload.email;
  if (isCreate || email !== undefined) {
    const isEmail = typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim());
    if (!isEmail || email.trim().length > LEAD_LIMITS.email) {
      fields.email = 'Enter a valid e-mail address';
    }
  }
  for (const [field, max] of Object.entries(OPTIONAL_TEXT)) {
    const value = payload[field];
    if (value == null) continue;
    if (typeof value !== 'string' || value.trim().length > max)
      fields[field] = `${field} is too long`;
  }
  for (const [field, values] of Object.entries(CHOICES)) {
    const value = payload[field];
    if (value != null && value !== '' && !oneOf(values, value)) fields[field] = `Unknown ${field}`;
  }
  if (payload.status !== undefined && !oneOf(LEAD_STATUSES, payload.status)) {
    fields.status = 'Unknown status';
  }
  if (payload.source !== undefined && !oneOf(LEAD_SOURCES, payload.source)) {
    fields.source = 'Unknown source';
  }
  const budget = payload.budget;
  if (
    budget != null &&
    (typeof budget !== 'number' ||
      !Number.isInteger(budget) ||
      budget < 0 ||
      budget > LEAD_LIMITS.budget)
  ) {
    fields.budget = 'Budget must be a whole number of US dollars';
  }
  return fields;
}

const validationFailure = (fields: Fields): ApiFailure => ({
  success: false,
  error: 'Some fields are invalid',
  code: 'VALIDATION_FAILED',
  fields,
});

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Writable fields of a payload as stored: trimmed, `""` → null, e-mail in lower case. */
function normalise(payload: Record<string, unknown>): LeadFields {
  return {
    name: String(payload.name ?? '').trim(),
    email: String(payload.email ?? '')
      .trim()
      .toLowerCase(),
    phone: text(payload.phone),
    company: text(payload.company),
    company_size: (text(payload.company_size) as LeadFields['company_size']) ?? null,
    source: (payload.source as LeadFields['source']) ?? 'manual',
    status: (payload.status as LeadStatus) ?? 'new',
    project_type: (text(payload.project_type) as LeadFields['project_type']) ?? null,
    budget: typeof payload.budget === 'number' ? payload.budget : null,
    timeline: (text(payload.timeline) as LeadFields['timeline']) ?? null,
    notes: text(payload.notes),
    utm_source: text(payload.utm_source),
    utm_medium: text(payload.utm_medium),
    utm_campaign: text(payload.utm_campaign),
    utm_term: text(payload.utm_term),
    utm_content: text(payload.utm_content),
  };
}

/** Only the writable keys the payload names; read-only fields sent back are ignored. */
function changesOf(payload: Record<string, unknown>): Partial<LeadFields> {
  const all = normalise(payload);
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => payload[key] !== undefined),
  ) as Partial<LeadFields>;
}

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

const listOf = (value: unknown): string[] | null => {
  if (value === undefined || value === null) return null;
  return (Array.isArray(value) ? value : [value]).map(String);
};

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function createdBetween(from: unknown, to: unknown): (lead: StoredLead) => boolean {
  const start =
    typeof from === 'string' && from
      ? Date.parse(isDateOnly(from) ? `${from}T00:00:00Z` : from)
      : null;
  const end =
    typeof to === 'string' && to
      ? isDateOnly(to)
        ? Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1
        : Date.parse(to)
      : null;
  return (lead) => {
    const created = Date.parse(lead.created_at);
    return (start === null || created >= start) && (end === null || created <= end);
  };
}

function matches(payload: Record<string, unknown>): (lead: StoredLead) => boolean {
  const statuses = listOf(payload.status);
  const sources = listOf(payload.source);
  const types = listOf(payload.project_type);
  const grades = listOf(payload.grade)?.filter((grade) => oneOf(LEAD_GRADES, grade));
  const search = typeof payload.search === 'string' ? payload.search.trim().toLowerCase() : '';
  const isInDates = createdBetween(payload.created_from, payload.created_to);
  return (lead) =>
    (!statuses || statuses.includes(lead.status)) &&
    (!sources || sources.includes(lead.source)) &&
    (!types || (lead.project_type !== null && types.includes(lead.project_type))) &&
    (!grades ||
      grades.some((grade) => {
        const range = GRADE_RANGES[grade as keyof typeof GRADE_RANGES];
        return lead.score >= range.min && lead.score <= range.max;
      })) &&
    (!search ||
      [lead.name, lead.email, lead.company ?? ''].some((value) =>
        value.toLowerCase().includes(search),
      )) &&
    isInDates(lead);
}

const SORTS = ['created_at', 'updated_at', 'score', 'name', 'budget'] as const;

function compare(sort: (typeof SORTS)[number], order: 'asc' | 'desc') {
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

const wholeNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

// ---- actions ------------------------------------------------------------------------------

function getLeads(payload: Record<string, unknown>): Answer {
  const page = wholeNumber(payload.page, 1);
  const pageSize = wholeNumber(payload.pageSize, 25);
  if (page < 1) return validationFailure({ page: 'page starts at 1' });
  if (pageSize < 1 || pageSize > LEAD_LIMITS.pageSize) {
    return validationFailure({ pageSize: `pageSize is at most ${LEAD_LIMITS.pageSize}` });
  }
  const sort = oneOf(SORTS, payload.sort) ? (payload.sort as (typeof SORTS)[number]) : 'created_at';
  const order = payload.order === 'asc' ? 'asc' : 'desc';
  const found = loadLeads().filter(matches(payload)).sort(compare(sort, order));
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
  const fields = invalidFields(payload, true);
  if (Object.keys(fields).length > 0) return validationFailure(fields);
  const now = new Date().toISOString();
  const values = normalise(payload);
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
  const fields = invalidFields(payload, false);
  if (Object.keys(fields).length > 0) return validationFailure(fields);
  const now = new Date().toISOString();
  const next: StoredLead = { ...current, ...changesOf(payload), updated_at: now };
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

function bulkIds(payload: Record<string, unknown>): Set<string> | ApiFailure {
  const ids = payload.ids;
  if (!Array.isArray(ids) || ids.length === 0) {
    return validationFailure({ ids: 'Choose at least one lead' });
  }
  if (ids.length > LEAD_LIMITS.bulkIds) {
    return validationFailure({ ids: `At most ${LEAD_LIMITS.bulkIds} leads at a time` });
  }
  return new Set(ids.map(String));
}

function bulkUpdateStatus(payload: Record<string, unknown>): Answer {
  const ids = bulkIds(payload);
  if (!(ids instanceof Set)) return ids;
  if (!oneOf(LEAD_STATUSES, payload.status)) return validationFailure({ status: 'Unknown status' });
  const status = payload.status as LeadStatus;
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
  const ids = bulkIds(payload);
  if (!(ids instanceof Set)) return ids;
  const leads = loadLeads();
  const remaining = leads.filter((lead) => !ids.has(lead.id));
  saveLeads(remaining);
  return { success: true, count: leads.length - remaining.length };
}

function getLeadStats(): Answer {
  const leads = loadLeads();
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const stats: LeadStats = {
    total: leads.length,
    new: 0,
    contacted: 0,
    qualified: 0,
    proposal: 0,
    converted: 0,
    lost: 0,
    averageScore: 0,
    totalValue: 0,
    thisMonth: 0,
  };
  let scores = 0;
  for (const lead of leads) {
    stats[lead.status] += 1;
    scores += lead.score;
    if (lead.status !== 'lost') stats.totalValue += lead.budget ?? 0;
    if (Date.parse(lead.created_at) >= monthStart) stats.thisMonth += 1;
  }
  stats.averageScore = leads.length ? Math.round((scores / leads.length) * 10) / 10 : 0;
  return { success: true, stats };
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
