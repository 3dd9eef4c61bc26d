import { describe, expect, it } from 'vitest';
import { seedLead, useLeadTestKit } from './lead-test-kit.ts';

const kit = useLeadTestKit();

const names = (body: { leads: { name: string }[] }) => body.leads.map((lead) => lead.name);

/** Five leads, created a day apart from 2025-03-01 (Ann oldest, Eve newest). */
async function seedFive() {
  await seedLead(kit.db, {
    name: 'Ann',
    email: 'ann@gmail.com',
    status: 'new',
    source: 'direct',
    project_type: 'landing',
    budget: 5000,
    score: 39,
    created_at: '2025-03-01T10:00:00.000Z',
  });
  await seedLead(kit.db, {
    name: 'bob',
    email: 'bob@acme.com',
    company: 'ACME 100% Corp',
    status: 'contacted',
    source: 'referral',
    project_type: 'saas',
    budget: 50000,
    score: 80,
    created_at: '2025-03-02T10:00:00.000Z',
  });
  await seedLead(kit.db, {
    name: 'Cy',
    email: 'cy@studio.com',
    company: 'Studio',
    status: 'qualified',
    source: 'estimator',
    project_type: 'saas',
    budget: null,
    score: 40,
    created_at: '2025-03-03T23:59:59.000Z',
  });
  await seedLead(kit.db, {
    name: 'Dee',
    email: 'dee@acme.com',
    status: 'lost',
    source: 'campaign',
    project_type: 'ecommerce',
    budget: 25000,
    score: 79,
    created_at: '2025-03-04T00:00:00.000Z',
  });
  await seedLead(kit.db, {
    name: 'Eve',
    email: 'eve@yahoo.fr',
    status: 'qualified',
    source: 'manual',
    project_type: null,
    budget: 10000,
    score: 100,
    created_at: '2025-03-05T10:00:00.000Z',
  });
}

const list = async (filters: Record<string, unknown> = {}) => {
  const { status, body } = await kit.call({ action: 'get_leads', ...filters });
  expect(status).toBe(200);
  return body;
};

describe('get_leads on a few leads', () => {
  it('answers the newest first, 25 a page, with the total and each lead graded', async () => {
    await seedFive();
    const body = await list();
    expect(names(body)).toEqual(['Eve', 'Dee', 'Cy', 'bob', 'Ann']);
    expect(body).toMatchObject({ success: true, total: 5, page: 1, pageSize: 25 });
    expect(body.leads.map((lead: { grade: string }) => lead.grade)).toEqual([
      'A',
      'B',
      'C',
      'A',
      'D',
    ]);
    expect(Object.keys(body.leads[0]).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'phone',
        'company',
        'company_size',
        'source',
        'status',
        'project_type',
        'budget',
        'timeline',
        'estimate_low',
        'estimate_high',
        'estimate_pace',
        'notes',
        'language',
        'score',
        'grade',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'converted_client_id',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('filters by one status or several, source and project type', async () => {
    await seedFive();
    expect(names(await list({ status: 'qualified' }))).toEqual(['Eve', 'Cy']);
    expect(names(await list({ status: ['new', 'lost'] }))).toEqual(['Dee', 'Ann']);
    expect(names(await list({ source: 'referral' }))).toEqual(['bob']);
    expect(names(await list({ project_type: 'saas', status: 'qualified' }))).toEqual(['Cy']);
    expect((await list({ status: 'proposal' })).total).toBe(0);
  });

  it('filters by grade on the score ranges, boundaries included', async () => {
    await seedFive();
    expect(names(await list({ grade: 'A' }))).toEqual(['Eve', 'bob']);
    expect(names(await list({ grade: 'B' }))).toEqual(['Dee']);
    expect(names(await list({ grade: ['C', 'D'] }))).toEqual(['Cy', 'Ann']);
  });

  it('filters by creation date: a date means the whole day (UTC), a date-time is exact', async () => {
    await seedFive();
    expect(names(await list({ created_from: '2025-03-02', created_to: '2025-03-03' }))).toEqual([
      'Cy',
      'bob',
    ]);
    expect(names(await list({ created_to: '2025-03-03T23:59:58Z' }))).toEqual(['bob', 'Ann']);
    expect(names(await list({ created_from: '2025-03-04T00:00:00+00:00' }))).toEqual([
      'Eve',
      'Dee',
    ]);
  });

  it('searches name, e-mail and company in any case, taking % and _ literally', async () => {
    await seedFive();
    expect(names(await list({ search: 'acme' }))).toEqual(['Dee', 'bob']);
    expect(names(await list({ search: 'BOB' }))).toEqual(['bob']);
    expect(names(await list({ search: 'stud' }))).toEqual(['Cy']);
    expect(names(await list({ search: '100%' }))).toEqual(['bob']);
    expect(names(await list({ search: '%' }))).toEqual(['bob']);
    expect(names(await list({ search: '_' }))).toEqual([]);
    expect((await list({ search: '  ' })).total).toBe(5);
  });

  it('sorts by each column either way; leads without a budget come last', async () => {
    await seedFive();
    expect(names(await list({ sort: 'name', order: 'asc' }))).toEqual([
      'Ann',
      'bob',
      'Cy',
      'Dee',
      'Eve',
    ]);
    expect(names(await list({ sort: 'score', order: 'desc' }))).toEqual([
      'Eve',
      'bob',
      'Dee',
      'Cy',
      'Ann',
    ]);
    expect(names(await list({ sort: 'budget', order: 'asc' }))).toEqual([
      'Ann',
      'Eve',
      'Dee',
      'bob',
      'Cy',
    ]);
    expect(names(await list({ sort: 'budget', order: 'desc' }))).toEqual([
      'bob',
      'Dee',
      'Eve',
      'Ann',
      'Cy',
    ]);
    expect(names(await list({ sort: 'created_at', order: 'asc' }))[0]).toBe('Ann');
    const lead = (await list({ search: 'Ann' })).leads[0];
    await kit.call({ action: 'update_lead', id: lead.id, notes: 'touched' });
    expect(names(await list({ sort: 'updated_at' }))[0]).toBe('Ann');
  });

  it('pages through the results', async () => {
    await seedFive();
    const second = await list({ page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Cy', 'bob']);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const beyond = await list({ page: 4, pageSize: 2 });
    expect(beyond).toMatchObject({ leads: [], total: 5, page: 4 });
  });

  it('refuses unknown filter values and a page size over 100', async () => {
    const { status, body } = await kit.call({
      action: 'get_leads',
      status: ['new', 'won'],
      grade: 'E',
      sort: 'email',
      order: 'up',
      page: 0,
      pageSize: 101,
      created_from: '03/01/2026',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fields).sort()).toEqual(
      ['created_from', 'grade', 'order', 'page', 'pageSize', 'sort', 'status'].sort(),
    );
    expect(body.fields.pageSize).toBe('pageSize is at most 100');
  });
});

describe('get_leads on 10,000 leads', () => {
  const statuses = ['new', 'contacted', 'qualified', 'proposal', 'converted', 'lost'];

  /** Lead i (1..10000), the same rule in SQL and here. */
  const expected = (i: number) => ({
    name: `Lead ${String(i).padStart(5, '0')}`,
    status: statuses[i % 6],
    score: (i * 37) % 101,
    budget: (i % 50) * 1000,
  });

  it('answers a filtered, sorted page, quickly, and pages never overlap', async () => {
    await kit.db.query(
      `INSERT INTO leads (name, email, company, source, status, project_type, budget, score,
                          created_at, updated_at)
       SELECT 'Lead ' || lpad(i::text, 5, '0'),
              'lead' || i || '@example.com',
              CASE WHEN i % 3 = 0 THEN 'Company ' || (i % 97) END,
              (ARRAY['direct', 'estimator', 'referral', 'campaign'])[i % 4 + 1],
              ($1::text[])[i % 6 + 1],
              (ARRAY['landing', 'ecommerce', 'saas'])[i % 3 + 1],
              (i % 50) * 1000,
              (i * 37) % 101,
              timestamptz '2025-01-01 00:00:00+00' + i * interval '1 hour',
              timestamptz '2025-01-01 00:00:00+00' + i * interval '1 hour'
       FROM generate_series(1, 10000) AS i`,
      [statuses],
    );
    const all = Array.from({ length: 10000 }, (_, index) => expected(index + 1));
    const matching = all
      .filter((lead) => ['qualified', 'proposal'].includes(lead.status ?? ''))
      .filter((lead) => lead.score >= 80);

    const started = performance.now();
    const body = await list({
      status: ['qualified', 'proposal'],
      grade: 'A',
      sort: 'name',
      order: 'desc',
      page: 3,
      pageSize: 20,
    });
    const elapsed = performance.now() - started;

    const byNameDesc = matching
      .map((lead) => lead.name)
      .sort()
      .reverse();
    expect(body.total).toBe(matching.length);
    expect(names(body)).toEqual(byNameDesc.slice(40, 60));
    expect(body.leads.every((lead: { grade: string }) => lead.grade === 'A')).toBe(true);
    expect(elapsed).toBeLessThan(2000);

    // Many leads share a score: the id tie-break keeps consecutive pages disjoint.
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        list({ status: 'new', sort: 'score', order: 'desc', page, pageSize: 100 }),
      ),
    );
    const seen = pages.flatMap((page) => names(page));
    expect(new Set(seen).size).toBe(400);
    const scores = pages.flatMap((page) => page.leads.map((lead: { score: number }) => lead.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const searched = await list({ search: 'company 5', sort: 'budget', order: 'asc', pageSize: 5 });
    const expectedSearch = all
      .map((lead, index) => ({ ...lead, i: index + 1 }))
      .filter((lead) => lead.i % 3 === 0 && String(lead.i % 97).startsWith('5'));
    expect(searched.total).toBe(expectedSearch.length);
    expect(searched.leads[0].budget).toBe(Math.min(...expectedSearch.map((lead) => lead.budget)));
  }, 60_000);
});
