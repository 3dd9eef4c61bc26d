import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadScoring } from '../../contract/actions';
import type {
  RescorePreview,
  ScoredLeadPage,
  ScoringAnalytics,
  ScoringCriterion,
} from '../../contract/lead-scoring';
import { leadGrade } from '../../contract/lead-vocabulary';
import { answerFromDemo } from '../../demo/demo-registry';
import { loadLeads, resetDemoLeads } from '../leads/demo-store';
import { demoScoringAnalytics, registerLeadScoringDemoHandlers } from './demo';
import { DEMO_SCORING_CRITERIA, scoreDemoLead } from './demo-scoring';
import { FRENCH_SCORING_WORDS } from './demo-scoring-fr';

const demo = <T>(action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('lead-scoring', action, payload) as { success: boolean } & T;

/** The seeded set with budget 35 and engagement 10 (still 100 in all). */
const reweighted = (): ScoringCriterion[] =>
  DEMO_SCORING_CRITERIA.map((criterion) => ({
    ...criterion,
    weight: { budget: 35, engagement: 10 }[criterion.key] ?? criterion.weight,
  }));

beforeEach(() => {
  resetDemoLeads();
  registerLeadScoringDemoHandlers();
});

describe('the lead-scoring demo', () => {
  it('answers every action of the function', () => {
    for (const action of Object.keys(leadScoring.actions)) {
      expect(demo(action, { criteria: DEMO_SCORING_CRITERIA }).success, action).toBe(
        action !== 'save_criteria',
      );
    }
  });

  it('holds the spec §9 weights and scores a lead with them as the server does', () => {
    expect(DEMO_SCORING_CRITERIA.map(({ key, weight }) => [key, weight])).toEqual([
      ['budget', 25],
      ['timeline', 20],
      ['company_size', 15],
      ['engagement', 20],
      ['source', 10],
      ['email', 10],
    ]);
    const lead = {
      email: 'ana@studio.example',
      phone: null,
      company: 'Studio',
      company_size: null,
      source: 'estimator' as const,
      project_type: null,
      budget: 30_000,
      timeline: 'asap' as const,
      notes: 'A new site for our studio, with a booking page.',
      utm_campaign: null,
    };
    const scoring = scoreDemoLead(lead);
    expect(scoring.breakdown.map(({ key, points }) => [key, points])).toEqual([
      ['budget', 20],
      ['timeline', 20],
      ['company_size', 8],
      ['engagement', 14],
      ['source', 8],
      ['email', 10],
    ]);
    expect(scoring.score).toBe(80);
    // The server's list of free mailboxes, not a demo copy of it.
    const freeMail = scoreDemoLead({ ...lead, email: 'ana@web.de' }).breakdown;
    expect(freeMail.find((entry) => entry.key === 'email')?.matched).toEqual(['Free mailbox']);
  });

  it('lists criteria with their positions and no run yet', () => {
    const answer = demo<{ criteria: { key: string; position: number }[]; run: null }>(
      'get_criteria',
    );
    expect(answer.criteria.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answer.run).toBeNull();
  });

  it('filters scored leads by grade and sorts them, with breakdown and engagement', () => {
    const all = demo<ScoredLeadPage>('get_scored_leads', { pageSize: 100 });
    expect(all.total).toBe(loadLeads().length);
    const scores = all.leads.map((lead) => lead.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const lead = all.leads[0];
    expect(lead?.breakdown).toHaveLength(6);
    expect(lead?.engagement).toBe(lead?.breakdown.find((b) => b.key === 'engagement')?.points);

    const onlyB = demo<ScoredLeadPage>('get_scored_leads', { grade: 'B', pageSize: 100 });
    expect(onlyB.leads.every((row) => row.grade === 'B')).toBe(true);
    expect(onlyB.total).toBe(all.leads.filter((row) => row.grade === 'B').length);

    const byName = demo<ScoredLeadPage>('get_scored_leads', { sort: 'name', order: 'asc' });
    const names = byName.leads.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('previews the grade changes of a new set, largest moves first, and refuses a bad total', () => {
    const preview = demo<RescorePreview>('preview_rescore', { criteria: reweighted() });
    expect(preview.success).toBe(true);
    expect(preview.total).toBe(loadLeads().length);
    expect(preview.changed).toBeGreaterThan(0);
    for (const sample of preview.sample) {
      expect(sample.grade_before).toBe(leadGrade(sample.score_before));
      expect(sample.grade_after).not.toBe(sample.grade_before);
    }
    const moves = preview.sample.map((s) => Math.abs(s.score_after - s.score_before));
    expect(moves).toEqual([...moves].sort((a, b) => b - a));

    const unchanged = demo<RescorePreview>('preview_rescore', { criteria: DEMO_SCORING_CRITERIA });
    expect(unchanged.changed).toBe(0);

    const tooMuch = reweighted().map((c) => (c.key === 'engagement' ? { ...c, weight: 20 } : c));
    expect(demo('preview_rescore', { criteria: tooMuch })).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fields: { criteria: 'Active criteria weights must total 100 (now 110)' },
    });
  });

  it('refuses a save clearly', () => {
    expect(demo('save_criteria', { criteria: DEMO_SCORING_CRITERIA })).toMatchObject({
      success: false,
      code: 'DEMO_READ_ONLY',
    });
  });

  it('counts grades per month, conversion by grade and the average score by source', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const lead = loadLeads()[0];
    if (!lead) throw new Error('no demo lead');
    const leads = [
      {
        ...lead,
        id: 'a',
        score: 85,
        status: 'converted' as const,
        created_at: '2026-11-02T00:00:00Z',
        source: 'referral' as const,
      },
      {
        ...lead,
        id: 'b',
        score: 82,
        status: 'new' as const,
        created_at: '2026-10-02T00:00:00Z',
        source: 'referral' as const,
      },
      {
        ...lead,
        id: 'c',
        score: 30,
        status: 'new' as const,
        created_at: '2025-01-02T00:00:00Z',
        source: 'direct' as const,
      },
    ].map((row) => ({ ...row, converted_client_id: null }));
    const analytics: ScoringAnalytics = demoScoringAnalytics(leads, now);
    expect(analytics.gradesByMonth).toHaveLength(12);
    expect(analytics.gradesByMonth[0]?.month).toBe('2025-12');
    expect(analytics.gradesByMonth.at(-1)).toEqual({ month: '2026-11', A: 1, B: 0, C: 0, D: 0 });
    expect(analytics.conversionByGrade[0]).toEqual({
      grade: 'A',
      total: 2,
      converted: 1,
      rate: 0.5,
    });
    expect(analytics.scoreBySource).toEqual([
      { source: 'referral', leads: 2, average_score: 83.5 },
      { source: 'direct', leads: 1, average_score: 30 },
    ]);
  });
});

describe('the lead-scoring demo for a French reader', () => {
  it('has each criterion and rule worded in French, and answers in French', async () => {
    const texts = DEMO_SCORING_CRITERIA.flatMap((criterion) => [
      criterion.name,
      ...criterion.conditions.map((condition) => condition.label),
    ]);
    for (const text of texts) expect(FRENCH_SCORING_WORDS.has(text), text).toBe(true);
    for (const french of FRENCH_SCORING_WORDS.values()) {
      expect(french).not.toMatch(/[^\u202f][:;!?%]|'|\$\d/u);
    }
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    registerLeadScoringDemoHandlers();
    await i18next.changeLanguage('fr');
    try {
      const { criteria } = answerFromDemo('lead-scoring', 'get_criteria', {}) as unknown as {
        criteria: typeof DEMO_SCORING_CRITERIA;
      };
      expect(criteria.map((criterion) => criterion.name)).toContain('Délai');
      expect(criteria.flatMap((c) => c.conditions.map((condition) => condition.label))).toContain(
        'Dès que possible',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
