import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadManagement } from '../../contract/actions';
import { LEAD_GRADES, LEAD_STATUSES, type Lead, type LeadStats } from '../../contract/leads';
import { answerFromDemo } from '../../demo/demo-registry';
import { registerLeadDemoHandlers, resetDemoLeads } from './demo';

/** A local storage good enough for the handlers (vitest runs in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const demo = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('lead-management', action, payload) as Record<string, unknown> & {
    success: boolean;
  };

const list = (payload: Record<string, unknown> = {}) =>
  demo('get_leads', { pageSize: 100, ...payload }) as unknown as {
    success: true;
    leads: Lead[];
    total: number;
    page: number;
    pageSize: number;
  };

const stats = () => (demo('get_lead_stats') as unknown as { stats: LeadStats }).stats;

beforeEach(() => {
  registerLeadDemoHandlers();
});

afterEach(() => {
  resetDemoLeads();
  vi.unstubAllGlobals();
});

describe('demo leads without local storage', () => {
  it('answer every lead-management action', () => {
    for (const action of Object.keys(leadManagement.actions)) {
      expect(demo(action)).not.toMatchObject({ error: 'Function not available' });
    }
  });

  it('come with about a dozen samples covering every status and grade', () => {
    const { leads, total } = list();
    expect(total).toBeGreaterThanOrEqual(10);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(LEAD_STATUSES));
    expect(new Set(leads.map((lead) => lead.grade))).toEqual(new Set(LEAD_GRADES));
  });

  it('word the enquiries in the reader’s language, with the same names and scores', async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    const english = list().leads;
    await i18next.changeLanguage('fr');
    try {
      resetDemoLeads();
      const french = list().leads;
      expect(french.map((lead) => lead.name)).toEqual(english.map((lead) => lead.name));
      expect(french.map((lead) => lead.score)).toEqual(english.map((lead) => lead.score));
      const notes = french.map((lead) => lead.notes);
      expect(notes).toContain('Une page pour mes cours de yoga.');
      expect(notes).not.toContain('A page for my yoga classes.');
      expect(english.map((lead) => lead.notes)).toContain('A page for my yoga classes.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keep writes in memory for the page', () => {
    const created = demo('create_lead', { name: 'Ada', email: 'ada@example.com' });
    expect(created.success).toBe(true);
    expect(list({ search: 'ada@example' }).total).toBe(1);
  });
});

describe('demo leads with local storage', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('create a lead as an admin would (manual, new, scored) and keep it under demo_leads', () => {
    const answer = demo('create_lead', {
      name: '  Jane Doe ',
      email: 'Jane@Studio.com',
      company: 'Studio',
      budget: 10000,
      timeline: 'oneToThree',
      project_type: 'ecommerce',
    });
    expect(answer).toMatchObject({
      success: true,
      lead: { name: 'Jane Doe', email: 'jane@studio.com', source: 'manual', status: 'new' },
    });
    const lead = answer.lead as Lead;
    expect(lead.score).toBeGreaterThan(0);
    expect(lead.grade).toMatch(/^[A-D]$/);
    const stored = JSON.parse(localStorage.getItem('demo_leads') ?? '[]') as Lead[];
    expect(stored.map((item) => item.name)).toContain('Jane Doe');
    expect(stored.every((item) => !('grade' in item))).toBe(true);
    const detail = demo('get_lead', { id: lead.id });
    expect(detail).toMatchObject({
      success: true,
      history: [{ from_status: null, to_status: 'new' }],
      scoring: { score: lead.score },
    });
  });

  it('refuse a lead without a name or a valid e-mail, with field messages', () => {
    const answer = demo('create_lead', { name: ' ', email: 'nope' });
    expect(answer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(answer.fields as object).sort()).toEqual(['email', 'name']);
    expect(localStorage.getItem('demo_leads')).toBeNull();
  });

  it('update a lead, re-score it and record a status change', () => {
    const [first] = list().leads;
    if (!first) throw new Error('no sample');
    const next = first.status === 'lost' ? 'new' : 'lost';
    const answer = demo('update_lead', { id: first.id, status: next, phone: '' });
    expect(answer).toMatchObject({
      success: true,
      lead: { id: first.id, status: next, phone: null },
    });
    const detail = demo('get_lead', { id: first.id }) as unknown as {
      history: Array<{ from_status: string; to_status: string; changed_by_name: string }>;
    };
    expect(detail.history.at(-1)).toMatchObject({
      from_status: first.status,
      to_status: next,
      changed_by_name: 'Admin User',
    });
  });

  it('answer "Lead not found" for an unknown id on update, delete and get', () => {
    for (const action of ['update_lead', 'delete_lead', 'get_lead']) {
      expect(demo(action, { id: 'no-such-lead', name: 'X' })).toMatchObject({
        success: false,
        error: 'Lead not found',
      });
    }
  });

  it('delete a lead', () => {
    const before = list().total;
    const [first] = list().leads;
    expect(demo('delete_lead', { id: first?.id })).toEqual({ success: true });
    expect(list().total).toBe(before - 1);
  });

  it('filter by status, source, grade, project type, dates and search', () => {
    const all = list().leads;
    for (const status of LEAD_STATUSES) {
      expect(list({ status }).leads.every((lead) => lead.status === status)).toBe(true);
    }
    expect(list({ status: ['new', 'lost'] }).total).toBe(
      all.filter((lead) => lead.status === 'new' || lead.status === 'lost').length,
    );
    expect(list({ source: 'referral' }).leads.every((lead) => lead.source === 'referral')).toBe(
      true,
    );
    expect(list({ grade: 'A' }).leads.every((lead) => lead.score >= 80)).toBe(true);
    expect(list({ grade: 'D' }).leads.every((lead) => lead.score <= 39)).toBe(true);
    expect(list({ project_type: 'saas' }).leads.every((lead) => lead.project_type === 'saas')).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(list({ created_from: today, created_to: today }).total).toBe(0);
    expect(list({ created_to: today }).total).toBe(all.length);
    expect(list({ search: 'NORTHWIND' }).leads.map((lead) => lead.company)).toEqual([
      'Northwind Logistics',
    ]);
  });

  it('sort with budgets missing last, and page without overlap', () => {
    demo('create_lead', { name: 'No Budget', email: 'nobudget@example.com' });
    for (const order of ['asc', 'desc']) {
      const leads = list({ sort: 'budget', order }).leads;
      expect(leads.at(-1)?.budget).toBeNull();
      const budgets = leads.flatMap((lead) => (lead.budget === null ? [] : [lead.budget]));
      const sorted = [...budgets].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(budgets).toEqual(sorted);
    }
    const names = list({ sort: 'name', order: 'asc' }).leads.map((lead) => lead.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const first = list({ pageSize: 5, page: 1 });
    const second = list({ pageSize: 5, page: 2 });
    expect(first.leads).toHaveLength(5);
    expect(first.total).toBe(second.total);
    const ids = new Set(first.leads.map((lead) => lead.id));
    expect(second.leads.some((lead) => ids.has(lead.id))).toBe(false);
    expect(list({ page: 99 }).leads).toEqual([]);
    expect(demo('get_leads', { pageSize: 101 })).toMatchObject({
      success: false,
      fields: { pageSize: 'pageSize is at most 100' },
    });
  });

  it('change or delete many leads at once, counting those that exist', () => {
    const ids = list({ status: 'new' }).leads.map((lead) => lead.id);
    expect(demo('bulk_update_status', { ids: [...ids, 'unknown'], status: 'contacted' })).toEqual({
      success: true,
      count: ids.length,
    });
    expect(list({ status: 'new' }).total).toBe(0);
    expect(demo('bulk_delete', { ids })).toEqual({ success: true, count: ids.length });
    expect(demo('bulk_delete', { ids: [] })).toMatchObject({
      success: false,
      fields: { ids: 'Choose at least one lead' },
    });
  });

  it('compute the stats over the demo leads', () => {
    const leads = list().leads;
    const answer = stats();
    expect(answer.total).toBe(leads.length);
    const byStatus = LEAD_STATUSES.reduce((sum, status) => sum + answer[status], 0);
    expect(byStatus).toBe(answer.total);
    const value = leads
      .filter((lead) => lead.status !== 'lost')
      .reduce((sum, lead) => sum + (lead.budget ?? 0), 0);
    expect(answer.totalValue).toBe(value);
    const mean = leads.reduce((sum, lead) => sum + lead.score, 0) / leads.length;
    expect(answer.averageScore).toBeCloseTo(mean, 1);
    expect(answer.thisMonth).toBeGreaterThanOrEqual(1);
    demo('bulk_delete', { ids: leads.map((lead) => lead.id) });
    expect(stats()).toMatchObject({ total: 0, averageScore: 0, totalValue: 0 });
  });

  it('survive a damaged demo_leads entry', () => {
    localStorage.setItem('demo_leads', '{not json');
    expect(list().total).toBeGreaterThan(0);
  });
});
