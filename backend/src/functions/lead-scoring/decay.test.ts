import type { ScoringCriterion } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { scoreLead } from '../lead-management/scoring.ts';
import { startDecayRun } from './decay-runs.ts';
import { runRescore } from './rescore-run.ts';
import { addKnownLeads, defaultCriteria, useScoringTestKit } from './scoring-test-kit.ts';

const kit = useScoringTestKit();

const DAY = 24 * 60 * 60 * 1000;

/** The defaults, the engagement criterion fading over `days`. */
const decayingDefaults = (days: number | null): ScoringCriterion[] =>
  defaultCriteria().map((criterion) =>
    criterion.key === 'engagement' ? { ...criterion, decay_days: days } : criterion,
  );

/** Half the points are a lead's fit (never fade), half its engagement (fades over 10 days). */
const halfEngagement = (decayDays: number | null): ScoringCriterion[] => [
  {
    key: 'fit',
    name: 'Fit',
    category: 'firmographic',
    weight: 50,
    combine: 'best',
    is_active: true,
    conditions: [{ label: 'Any lead', points: 50, when: {} }],
  },
  {
    key: 'engaged',
    name: 'Engaged',
    category: 'engagement',
    weight: 50,
    combine: 'best',
    is_active: true,
    decay_days: decayDays,
    conditions: [{ label: 'Any lead', points: 50, when: {} }],
  },
];

/** Moves every lead's last activity (its last update and status change) to `at`. */
async function lastActiveAt(at: Date): Promise<void> {
  await kit.db.query('UPDATE leads SET updated_at = $1', [at.toISOString()]);
  await kit.db.query('UPDATE lead_status_history SET changed_at = $1', [at.toISOString()]);
}

const bareLead = {
  email: 'a@b.co',
  phone: null,
  source: 'direct',
  project_type: null,
  budget: null,
  timeline: null,
  company: null,
  company_size: null,
  notes: null,
  utm_campaign: null,
  pages_viewed: 0,
};

describe('decay of engagement points (scoreLead)', () => {
  const lastActivity = '2026-03-01T00:00:00.000Z';
  const after = (days: number) => ({
    now: new Date(Date.parse(lastActivity) + days * DAY),
    lastActivity,
  });

  it('fades linearly from full at the last activity to 0 after decay_days', () => {
    const criteria = halfEngagement(10);
    const points = (days: number) =>
      scoreLead(bareLead, criteria, after(days)).breakdown[1]?.points;
    expect([0, 2.5, 5, 9, 10, 40].map(points)).toEqual([50, 38, 25, 5, 0, 0]);
    expect(scoreLead(bareLead, criteria, after(5)).score).toBe(75);
    // A last activity after "now" (clocks apart) counts as now.
    expect(points(-3)).toBe(50);
  });

  it('leaves criteria without decay_days, and scoring without a moment, at full points', () => {
    expect(scoreLead(bareLead, halfEngagement(null), after(400)).score).toBe(100);
    expect(scoreLead(bareLead, halfEngagement(10)).score).toBe(100);
  });
});

describe('decay_days on the stored criteria', () => {
  it('is saved with an engagement criterion and answered by get_criteria', async () => {
    const saved = await kit.call({ action: 'save_criteria', criteria: decayingDefaults(30) });
    expect(saved.status).toBe(200);
    const stored = await kit.call({ action: 'get_criteria' });
    const byKey = Object.fromEntries(
      stored.body.criteria.map((criterion: ScoringCriterion) => [criterion.key, criterion]),
    );
    expect(byKey.engagement.decay_days).toBe(30);
    // A criterion that does not decay leaves the key out, as the editor may send it.
    expect(byKey.budget).not.toHaveProperty('decay_days');

    await kit.call({ action: 'save_criteria', criteria: decayingDefaults(null) });
    const cleared = await kit.call({ action: 'get_criteria' });
    expect(cleared.body.criteria[3]).not.toHaveProperty('decay_days');
  });

  it('refuses decay on a criterion that is not engagement, or out of 1-365: 400, nothing saved', async () => {
    const onBudget = defaultCriteria().map((criterion) =>
      criterion.key === 'budget' ? { ...criterion, decay_days: 30 } : criterion,
    );
    const refused = await kit.call({ action: 'save_criteria', criteria: onBudget });
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.body.fields).toEqual({
      'criteria.0.decay_days': 'Only engagement criteria can decay',
    });

    const tooLong = await kit.call({ action: 'preview_rescore', criteria: decayingDefaults(366) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({
      'criteria.3.decay_days': 'Decay days must be at most 365',
    });
    expect(
      await kit.db.query('SELECT key FROM scoring_criteria WHERE decay_days IS NOT NULL'),
    ).toEqual([]);
  });
});

describe('decay in the actions and the run', () => {
  it('create scores in full (the lead is active now); the run fades by the last activity', async () => {
    await kit.call({ action: 'save_criteria', criteria: halfEngagement(10) });
    const leads = await addKnownLeads(kit);
    expect(leads.cold.score).toBe(100);
    const lastActivity = new Date('2026-03-01T00:00:00.000Z');
    await lastActiveAt(lastActivity);
    const saved = await kit.call({ action: 'save_criteria', criteria: halfEngagement(10) });

    const outcome = await runRescore(kit.db, saved.body.run.id, {
      now: () => new Date(lastActivity.getTime() + 5 * DAY),
    });

    expect(outcome).toBe('done');
    const scores = await kit.db.query<{ score: number }>('SELECT DISTINCT score FROM leads');
    expect(scores).toEqual([{ score: 75 }]);
    expect(
      await kit.db.query('SELECT DISTINCT old_score, new_score FROM lead_score_history'),
    ).toEqual([{ old_score: 100, new_score: 75 }]);
  });

  it('preview, get_scored_leads and get_lead fade as of now', async () => {
    const { cold } = await addKnownLeads(kit);
    await lastActiveAt(new Date(Date.now() - 20 * DAY));

    const preview = await kit.call({ action: 'preview_rescore', criteria: halfEngagement(10) });
    // The cold lead is stored at 9 (D): 50 of fit and nothing left of engagement is C.
    expect(preview.body.sample).toContainEqual(
      expect.objectContaining({ id: cold.id, score_after: 50, grade_after: 'C' }),
    );
    const unfaded = await kit.call({ action: 'preview_rescore', criteria: halfEngagement(null) });
    expect(unfaded.body.sample).toContainEqual(
      expect.objectContaining({ id: cold.id, score_after: 100, grade_after: 'A' }),
    );

    await kit.call({ action: 'save_criteria', criteria: halfEngagement(40) });
    const scored = await kit.call({ action: 'get_scored_leads', sort: 'name', order: 'asc' });
    const coldScored = scored.body.leads.find((lead: { id: string }) => lead.id === cold.id);
    // 20 of 40 days gone: half of engagement's 50.
    expect(coldScored.engagement).toBe(25);
    expect(coldScored.breakdown[1]).toMatchObject({ key: 'engaged', points: 25, max: 50 });
    const detail = await kit.callLeads({ action: 'get_lead', id: cold.id });
    expect(detail.body.scoring.breakdown[1]).toMatchObject({ key: 'engaged', points: 25 });
  });
});

describe('the daily fading run', () => {
  const runs = () =>
    kit.db.query<{ status: string; requested_by: string | null }>(
      'SELECT status, requested_by FROM scoring_runs ORDER BY created_at',
    );

  it('starts once a day while an active criterion decays, for nobody in particular', async () => {
    expect(await startDecayRun(kit.db)).toBeNull(); // the defaults do not decay
    const saved = await kit.call({ action: 'save_criteria', criteria: halfEngagement(10) });
    // The save's own run is today's run, and it still waits.
    expect(await startDecayRun(kit.db)).toBeNull();
    await runRescore(kit.db, saved.body.run.id);
    expect(await startDecayRun(kit.db)).toBeNull();

    await kit.db.query(`UPDATE scoring_runs SET created_at = now() - interval '1 day'`);
    const daily = await startDecayRun(kit.db);
    expect(daily).toMatchObject({ status: 'queued', total: 0, done: 0 });
    expect(await startDecayRun(kit.db)).toBeNull();
    expect(await runs()).toEqual([
      { status: 'done', requested_by: expect.any(String) },
      { status: 'queued', requested_by: null },
    ]);
  });

  it('is not started when the decaying criterion is inactive', async () => {
    const criteria = halfEngagement(10).map((criterion) =>
      criterion.key === 'engaged' ? { ...criterion, is_active: false, weight: 0 } : criterion,
    );
    criteria[0] = { ...(criteria[0] as ScoringCriterion), weight: 100 };
    const saved = await kit.call({ action: 'save_criteria', criteria });
    expect(saved.status).toBe(200);
    await kit.db.query(
      `UPDATE scoring_runs SET status = 'done', created_at = now() - interval '1 day'`,
    );
    expect(await startDecayRun(kit.db)).toBeNull();
  });
});
