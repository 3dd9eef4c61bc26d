import { describe, expect, it } from 'vitest';
import { seedLead } from '../lead-management/lead-test-kit.ts';
import { addKnownLeads, useScoringTestKit } from './scoring-test-kit.ts';

const kit = useScoringTestKit();

/** Noon UTC on the 15th, `back` months before this one, as `YYYY-MM` and an ISO time. */
function monthsAgo(back: number): { month: string; at: string } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
  return { month: day.toISOString().slice(0, 7), at: day.toISOString() };
}

describe('get_scored_leads', () => {
  it('answers leads by score, highest first, with grade, engagement and the breakdown', async () => {
    const leads = await addKnownLeads(kit);
    const answer = await kit.call({ action: 'get_scored_leads' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 4, page: 1 });
    expect(answer.body.leads.map((lead: { name: string }) => lead.name)).toEqual([
      'Hana Hot',
      'Milo Mid',
      'Sam Small',
      'Cole Cold',
    ]);
    const [hot, mid] = answer.body.leads;
    expect(hot).toMatchObject({
      id: leads.hot.id,
      score: 100,
      grade: 'A',
      source: 'referral',
      project_type: 'saas',
      budget: 50000,
      timeline: 'asap',
      engagement: 20,
    });
    expect(hot.last_activity).toBe(leads.hot.updated_at);
    expect(hot.breakdown).toHaveLength(6);
    expect(mid.engagement).toBe(4);
    expect(mid.breakdown.find((item: { key: string }) => item.key === 'company_size')).toEqual({
      key: 'company_size',
      name: 'Company size',
      category: 'firmographic',
      points: 8,
      max: 15,
      matched: ['Size not given: company named, business e-mail'],
      name_key: 'company_size',
      matched_keys: ['size_unknown_company_business'],
    });
  });

  it('filters by one grade or several and sorts as asked', async () => {
    await addKnownLeads(kit);
    const onlyD = await kit.call({ action: 'get_scored_leads', grade: 'D' });
    expect(onlyD.body.total).toBe(2);
    expect(onlyD.body.leads.map((lead: { grade: string }) => lead.grade)).toEqual(['D', 'D']);
    const aOrC = await kit.call({
      action: 'get_scored_leads',
      grade: ['A', 'C'],
      sort: 'name',
      order: 'asc',
    });
    expect(aOrC.body.leads.map((lead: { name: string }) => lead.name)).toEqual([
      'Hana Hot',
      'Milo Mid',
    ]);
    const refused = await kit.call({ action: 'get_scored_leads', grade: 'E' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.grade).toMatch(/^Grade must be one of: A, B, C, D/);
  });

  it('takes a later status change as the last activity', async () => {
    const lead = await seedLead(kit.db, { created_at: '2026-01-05T10:00:00.000Z' });
    await kit.db.query(
      `INSERT INTO lead_status_history (lead_id, from_status, to_status, changed_at)
       VALUES ($1, 'new', 'contacted', '2026-02-01T08:00:00.000Z')`,
      [lead.id],
    );
    const answer = await kit.call({ action: 'get_scored_leads', sort: 'last_activity' });
    expect(answer.body.leads[0].last_activity).toBe('2026-02-01T08:00:00.000Z');
  });
});

describe('get_analytics', () => {
  it('counts grades per month, conversion per grade and the average score per source', async () => {
    const thisMonth = monthsAgo(0);
    const twoBack = monthsAgo(2);
    await seedLead(kit.db, { score: 90, status: 'converted', source: 'referral' });
    await seedLead(kit.db, { score: 85, source: 'direct' });
    await seedLead(kit.db, { score: 50, source: 'direct' });
    await seedLead(kit.db, {
      score: 65,
      status: 'converted',
      source: 'referral',
      created_at: twoBack.at,
    });
    await seedLead(kit.db, { score: 20, source: 'estimator', created_at: monthsAgo(13).at });

    const answer = await kit.call({ action: 'get_analytics' });
    expect(answer.status).toBe(200);
    const { gradesByMonth, conversionByGrade, scoreBySource } = answer.body.analytics;
    expect(gradesByMonth).toHaveLength(12);
    expect(gradesByMonth[0].month).toBe(monthsAgo(11).month);
    expect(gradesByMonth[11]).toEqual({ month: thisMonth.month, A: 2, B: 0, C: 1, D: 0 });
    expect(gradesByMonth[9]).toEqual({ month: twoBack.month, A: 0, B: 1, C: 0, D: 0 });
    const counted = gradesByMonth.reduce(
      (sum: number, row: { A: number; B: number; C: number; D: number }) =>
        sum + row.A + row.B + row.C + row.D,
      0,
    );
    expect(counted).toBe(4);
    expect(conversionByGrade).toEqual([
      { grade: 'A', total: 2, converted: 1, rate: 0.5 },
      { grade: 'B', total: 1, converted: 1, rate: 1 },
      { grade: 'C', total: 1, converted: 0, rate: 0 },
      { grade: 'D', total: 1, converted: 0, rate: 0 },
    ]);
    expect(scoreBySource).toEqual([
      { source: 'referral', leads: 2, average_score: 77.5 },
      { source: 'direct', leads: 2, average_score: 67.5 },
      { source: 'estimator', leads: 1, average_score: 20 },
    ]);
  });

  it('answers twelve empty months and zero rates without leads', async () => {
    const { analytics } = (await kit.call({ action: 'get_analytics' })).body;
    expect(analytics.gradesByMonth).toHaveLength(12);
    expect(analytics.conversionByGrade.every((row: { rate: number }) => row.rate === 0)).toBe(true);
    expect(analytics.scoreBySource).toEqual([]);
  });
});
