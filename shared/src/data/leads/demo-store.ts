import { STORAGE_KEYS } from '../../auth/storage-keys';
import { leadGrade } from '../../contract/lead-vocabulary';
import type { Lead, LeadFields, LeadStats, LeadStatusChange } from '../../contract/leads';
import { inDemoLanguage } from '../../demo/demo-language';
import { scoreDemoLead } from '../lead-scoring/demo-scoring';
import { DEMO_LEAD_SAMPLES, pathTo } from './demo-samples';

/**
 * The demo's leads (demo-leads.ts answers the actions over them): the samples until the first
 * write, then this browser's local storage under `demo_leads`.
 */
export const DEMO_ADMIN = { id: 'demo-admin', name: 'Admin User' };
export const DAY_MS = 86_400_000;

/** A lead as kept in local storage: its grade is derived on read, its history travels with it. */
export type StoredLead = Omit<Lead, 'grade'> & { history: LeadStatusChange[] };

/** Writable fields of a parsed `create_lead`: what was not sent is null (or its default). */
export function newLeadFields(
  input: Omit<Partial<LeadFields>, 'name' | 'email'>,
): Omit<LeadFields, 'name' | 'email'> {
  return {
    phone: input.phone ?? null,
    company: input.company ?? null,
    company_size: input.company_size ?? null,
    source: input.source ?? 'manual',
    status: input.status ?? 'new',
    project_type: input.project_type ?? null,
    budget: input.budget ?? null,
    timeline: input.timeline ?? null,
    estimate_low: input.estimate_low ?? null,
    estimate_high: input.estimate_high ?? null,
    estimate_pace: input.estimate_pace ?? null,
    notes: input.notes ?? null,
    // The demo agency's default language, unless the form gave one.
    language: input.language ?? 'en',
    utm_source: input.utm_source ?? null,
    utm_medium: input.utm_medium ?? null,
    utm_campaign: input.utm_campaign ?? null,
    utm_term: input.utm_term ?? null,
    utm_content: input.utm_content ?? null,
  };
}

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
  return DEMO_LEAD_SAMPLES.map(({ id, daysAgo, notes, ...sample }) => {
    // Worded once, in the reader's language when the samples are first read.
    const fields = { ...sample, notes: notes ? inDemoLanguage(notes) : null };
    const created = now - daysAgo * DAY_MS;
    const statuses = pathTo(fields.status ?? 'new');
    const history = statuses.map((to_status, step) => ({
      from_status: step === 0 ? null : (statuses[step - 1] ?? null),
      to_status,
      changed_by: step === 0 && fields.source !== 'manual' ? null : DEMO_ADMIN.id,
      changed_by_name: step === 0 && fields.source !== 'manual' ? null : DEMO_ADMIN.name,
      changed_at: new Date(created + step * (DAY_MS / 2)).toISOString(),
    }));
    const lead: LeadFields = {
      name: fields.name,
      email: fields.email,
      ...newLeadFields({ ...fields, source: fields.source ?? 'direct' }),
    };
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

export function loadLeads(): StoredLead[] {
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

export function saveLeads(leads: StoredLead[]): void {
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

export const toLead = ({ history: _history, ...lead }: StoredLead): Lead => ({
  ...lead,
  grade: leadGrade(lead.score),
});

/** `get_lead_stats` over the demo leads, as the server counts (this month in UTC). */
export function demoLeadStats(leads: readonly StoredLead[], now: Date = new Date()): LeadStats {
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
  return stats;
}

/** The `count` newest demo leads, newest first (ties by id, as the server breaks them). */
export function newestDemoLeads(count: number): Lead[] {
  return [...loadLeads()]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1))
    .slice(0, count)
    .map(toLead);
}
