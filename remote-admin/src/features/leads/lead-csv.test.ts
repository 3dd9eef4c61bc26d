import type { ApiResult, Lead, LeadListQuery, LeadPage } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvFileName, fetchAllLeads, leadsToCsv } from './lead-csv';

const lead = (n: number, fields: Partial<Lead> = {}): Lead =>
  ({
    id: `id-${n}`,
    name: `Lead ${n}`,
    email: `lead${n}@example.com`,
    phone: null,
    company: null,
    company_size: null,
    source: 'direct',
    status: 'new',
    project_type: null,
    budget: null,
    timeline: null,
    notes: null,
    score: 50,
    grade: 'C',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    converted_client_id: null,
    created_at: '2026-01-31T09:30:00.000Z',
    updated_at: '2026-01-31T09:30:00.000Z',
    ...fields,
  }) as Lead;

describe('the CSV file', () => {
  it('has a header of field names and one line per lead', () => {
    const csv = leadsToCsv([lead(1, { notes: 'Hello, "world"', budget: 10000 }), lead(2)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"Hello, ""world"""');
    expect(lines[1]).toContain(',10000,');
    expect(lines[3]).toBe('');
  });

  it('is named after the day', () => {
    expect(csvFileName(new Date(2026, 0, 5, 12))).toBe('leads-2026-01-05.csv');
  });
});

describe('fetchAllLeads', () => {
  const server = (count: number) => {
    const asked: LeadListQuery[] = [];
    const getPage = async (query: LeadListQuery): Promise<ApiResult<LeadPage>> => {
      asked.push(query);
      const page = query.page ?? 1;
      const size = query.pageSize ?? 25;
      const leads = Array.from({ length: count }, (_, i) => lead(i)).slice(
        (page - 1) * size,
        page * size,
      );
      return { success: true, leads, total: count, page, pageSize: size };
    };
    return { asked, getPage };
  };

  it('fetches every page of 100 with the same filters', async () => {
    const { asked, getPage } = server(250);
    const result = await fetchAllLeads({ status: 'new', sort: 'name' }, getPage);
    expect(result.success && result.leads.length).toBe(250);
    expect(asked.map((query) => query.page)).toEqual([1, 2, 3]);
    expect(asked.every((query) => query.pageSize === 100 && query.status === 'new')).toBe(true);
  });

  it('stops after one page when there are few leads, or none', async () => {
    const { asked, getPage } = server(0);
    expect(await fetchAllLeads({}, getPage)).toEqual({ success: true, leads: [] });
    expect(asked).toHaveLength(1);
  });

  it('reports the first failure', async () => {
    const failure = { success: false as const, error: 'No', code: 'INTERNAL' };
    expect(await fetchAllLeads({}, async () => failure)).toEqual(failure);
  });
});
