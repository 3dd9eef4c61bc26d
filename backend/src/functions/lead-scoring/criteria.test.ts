import { describe, expect, it } from 'vitest';
import {
  addKnownLeads,
  defaultCriteria,
  everyoneFitsCriteria,
  useScoringTestKit,
} from './scoring-test-kit.ts';

const kit = useScoringTestKit();

const withWeight = (key: string, weight: number) =>
  defaultCriteria().map((criterion) =>
    criterion.key === key ? { ...criterion, weight } : criterion,
  );

describe('get_criteria', () => {
  it('answers every criterion by position, active or not, and no run before any save', async () => {
    const answer = await kit.call({ action: 'get_criteria' });
    expect(answer.status).toBe(200);
    expect(answer.body.criteria.map((c: { key: string }) => c.key)).toEqual([
      'budget',
      'timeline',
      'company_size',
      'engagement',
      'source',
      'email',
    ]);
    expect(answer.body.criteria[0]).toMatchObject({ weight: 25, is_active: true, position: 1 });
    expect(answer.body.run).toBeNull();
  });
});

describe('save_criteria', () => {
  it("scales a criterion's points with its weight: the scale it was written against is kept", async () => {
    const criteria = defaultCriteria().map((criterion) => {
      if (criterion.key === 'budget') return { ...criterion, weight: 40 };
      if (criterion.key === 'timeline') return { ...criterion, weight: 5 };
      return criterion;
    });
    const saved = await kit.call({ action: 'save_criteria', criteria });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const budget = saved.body.criteria.find((c: { key: string }) => c.key === 'budget');
    // Its conditions were written out of 25: "$50,000 or more → 25" is now worth 40.
    expect(budget).toMatchObject({ weight: 40, points_scale: 25 });
    const timeline = saved.body.criteria.find((c: { key: string }) => c.key === 'timeline');
    expect(timeline).toMatchObject({ weight: 5, points_scale: 20 });
    const email = saved.body.criteria.find((c: { key: string }) => c.key === 'email');
    expect(email).not.toHaveProperty('points_scale');
  });

  it('refuses active weights that do not total 100, saying the total, and changes nothing', async () => {
    const answer = await kit.call({ action: 'save_criteria', criteria: withWeight('email', 5) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.fields.criteria).toBe('Active criteria weights must total 100 (now 95)');
    const stored = await kit.call({ action: 'get_criteria' });
    expect(stored.body.criteria.at(-1).weight).toBe(10);
    expect(stored.body.run).toBeNull();
  });

  it('counts only the active weights', async () => {
    const criteria = defaultCriteria().map((criterion) =>
      criterion.key === 'email' ? { ...criterion, is_active: false } : criterion,
    );
    const answer = await kit.call({ action: 'save_criteria', criteria });
    expect(answer.body.fields.criteria).toBe('Active criteria weights must total 100 (now 90)');
  });

  it('refuses a key used twice, a set with nothing active and a condition on an unknown fact', async () => {
    const twice = defaultCriteria().map((criterion, index) =>
      index === 1 ? { ...criterion, key: 'budget' } : criterion,
    );
    const duplicate = await kit.call({ action: 'save_criteria', criteria: twice });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.fields['criteria.1.key']).toBe(
      'Key "budget" is used by another criterion',
    );

    const inactive = defaultCriteria().map((criterion) => ({ ...criterion, is_active: false }));
    const none = await kit.call({ action: 'save_criteria', criteria: inactive });
    expect(none.body.fields.criteria).toBe('At least one criterion must be active');

    const bigFeet = { label: 'Big feet', points: 5, when: { shoe_size: { min: 44 } } };
    const unknownFact = defaultCriteria().map((criterion, index) =>
      index === 0 ? { ...criterion, conditions: [bigFeet] } : criterion,
    );
    const refused = await kit.call({ action: 'save_criteria', criteria: unknownFact });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)[0]).toMatch(/^criteria\.0\.conditions\.0\.when/);
  });

  it('replaces the set in the order sent (edit, add, disable, reorder, remove) and queues a run', async () => {
    const edited = everyoneFitsCriteria()
      .filter((criterion) => criterion.key !== 'source')
      .map((criterion) => (criterion.key === 'fit' ? { ...criterion, weight: 35 } : criterion));
    // Budget (switched off) moves from first to last.
    const criteria = [...edited.slice(1), ...edited.slice(0, 1)];
    const answer = await kit.call({ action: 'save_criteria', criteria });
    expect(answer.status).toBe(200);
    expect(
      answer.body.criteria.map((c: { key: string; position: number; is_active: boolean }) => [
        c.key,
        c.position,
        c.is_active,
      ]),
    ).toEqual([
      ['timeline', 1, true],
      ['company_size', 2, true],
      ['engagement', 3, true],
      ['email', 4, true],
      ['fit', 5, true],
      ['budget', 6, false],
    ]);
    expect(answer.body.run).toMatchObject({ status: 'queued', total: 0, done: 0 });
    const stored = await kit.call({ action: 'get_criteria' });
    expect(stored.body.criteria).toEqual(answer.body.criteria);
    expect(stored.body.run).toEqual(answer.body.run);
  });

  it('a second save supersedes the run that was waiting', async () => {
    const first = await kit.call({ action: 'save_criteria', criteria: everyoneFitsCriteria() });
    const second = await kit.call({ action: 'save_criteria', criteria: defaultCriteria() });
    expect(second.body.run.id).not.toBe(first.body.run.id);
    const runs = await kit.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM scoring_runs ORDER BY created_at',
    );
    expect(runs).toEqual([
      { id: first.body.run.id, status: 'superseded' },
      { id: second.body.run.id, status: 'queued' },
    ]);
  });
});

describe('preview_rescore', () => {
  it('counts the leads whose grade would change and samples them, saving nothing', async () => {
    const leads = await addKnownLeads(kit);
    expect(Object.values(leads).map((lead) => lead.score)).toEqual([100, 58, 19, 9]);
    const answer = await kit.call({ action: 'preview_rescore', criteria: everyoneFitsCriteria() });
    expect(answer.status).toBe(200);
    expect(answer.body.changed).toBe(2);
    expect(answer.body.total).toBe(4);
    expect(answer.body.sample).toEqual([
      {
        id: leads.small.id,
        name: 'Sam Small',
        score_before: 19,
        score_after: 40,
        grade_before: 'D',
        grade_after: 'C',
      },
      {
        id: leads.mid.id,
        name: 'Milo Mid',
        score_before: 58,
        score_after: 68,
        grade_before: 'C',
        grade_after: 'B',
      },
    ]);
    const stored = await kit.db.query<{ score: number }>('SELECT score FROM leads ORDER BY score');
    expect(stored.map((row) => row.score)).toEqual([9, 19, 58, 100]);
    expect(await kit.db.query('SELECT id FROM scoring_runs')).toEqual([]);
  });

  it('takes the same rules as save', async () => {
    const answer = await kit.call({
      action: 'preview_rescore',
      criteria: withWeight('budget', 30),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.criteria).toBe('Active criteria weights must total 100 (now 105)');
  });
});

describe('access', () => {
  const actions = [
    { action: 'get_criteria' },
    { action: 'save_criteria', criteria: defaultCriteria() },
    { action: 'preview_rescore', criteria: defaultCriteria() },
    { action: 'get_rescore_status' },
    { action: 'get_scored_leads' },
    { action: 'get_analytics' },
  ];

  it('refuses clients (403) and visitors (401) on every action, changing nothing', async () => {
    for (const body of actions) {
      expect((await kit.call(body, 'client')).status, body.action).toBe(403);
      expect((await kit.call(body, 'anonymous')).status, body.action).toBe(401);
    }
    expect(await kit.db.query('SELECT id FROM scoring_runs')).toEqual([]);
  });
});
