import type { ProjectTemplate } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  initialStartValues,
  midpointCents,
  type StartProjectValues,
  startProjectProblems,
  toStartPayload,
} from './start-project-form';

const template = {
  id: 't1',
  name: 'Landing Page',
  price_min_cents: 150_000,
  price_max_cents: 300_001,
} as ProjectTemplate;

const values = (changes: Partial<StartProjectValues> = {}): StartProjectValues => ({
  ...initialStartValues(template, '2026-03-06'),
  client_id: 'c1',
  ...changes,
});

describe('Use Template', () => {
  it("starts today, with the template's name and the midpoint of its range", () => {
    expect(midpointCents(template)).toBe(225_001);
    expect(initialStartValues(template, '2026-03-06')).toMatchObject({
      start_date: '2026-03-06',
      name: 'Landing Page',
      budget: '2250.01',
      rule_id: '',
    });
  });

  it('sends the chosen client, the budget in cents and the rule only when one is chosen', () => {
    expect(toStartPayload(template, values({ budget: '2,000' }), 'c1')).toEqual({
      id: 't1',
      client_id: 'c1',
      start_date: '2026-03-06',
      name: 'Landing Page',
      budget_cents: 200_000,
    });
    expect(toStartPayload(template, values({ rule_id: 'r1' }), 'c1')).toMatchObject({
      rule_id: 'r1',
    });
    // Moments changed go with the rule, never without one.
    const moved = [{ step: 1, at: 2 }];
    expect(toStartPayload(template, values({ rule_id: 'r1' }), 'c1', moved)).toMatchObject({
      rule_id: 'r1',
      rule_steps: moved,
    });
    expect(toStartPayload(template, values(), 'c1', moved)).not.toHaveProperty('rule_steps');
    expect(toStartPayload(template, values({ rule_id: 'r1' }), 'c1', [])).not.toHaveProperty(
      'rule_steps',
    );
    expect(startProjectProblems(template, values())).toEqual({});
  });

  it('keeps the budget within the price range, its ends included', () => {
    expect(startProjectProblems(template, values({ budget: '1500' }))).toEqual({});
    expect(startProjectProblems(template, values({ budget: '3000.01' }))).toEqual({});
    expect(startProjectProblems(template, values({ budget: '1499.99' }))).toEqual({
      budget_cents: { code: 'budgetRange' },
    });
    expect(startProjectProblems(template, values({ budget: 'lots' }))).toEqual({
      budget_cents: { code: 'money' },
    });
  });

  it('asks for a client, a date and a name', () => {
    expect(
      startProjectProblems(
        template,
        values({ client_id: '', start_date: '2026-02-30', name: ' ' }),
      ),
    ).toEqual({
      client_id: { code: 'choose' },
      start_date: { code: 'date' },
      name: { code: 'required' },
    });
  });

  it('checks a new client with the client contract: a name and a valid e-mail', () => {
    const fresh = values({ clientMode: 'new', client_id: '' });
    expect(startProjectProblems(template, fresh)).toEqual({
      client_name: { code: 'required' },
      client_email: { code: 'required' },
    });
    expect(
      startProjectProblems(template, { ...fresh, client_name: 'Ada', client_email: 'ada@' }),
    ).toEqual({ client_email: { code: 'email' } });
    expect(
      startProjectProblems(template, {
        ...fresh,
        client_name: 'Ada',
        client_email: 'ada@example.com',
      }),
    ).toEqual({});
  });

  it("opens with the template's rule; no rule on such a template sends null (issue 30)", () => {
    const ruled = {
      ...template,
      rule_id: 'r9',
      rule_steps: [{ step: 1, at: 2 }],
    } as ProjectTemplate;
    const start = { ...initialStartValues(ruled, '2026-03-06'), client_id: 'c1' };
    expect(start.rule_id).toBe('r9');
    // The template's own rule always sends its moments, so the stored ones do not apply twice.
    expect(toStartPayload(ruled, start, 'c1', [])).toMatchObject({ rule_id: 'r9', rule_steps: [] });
    expect(toStartPayload(ruled, { ...start, rule_id: '' }, 'c1')).toMatchObject({ rule_id: null });
    expect(toStartPayload(ruled, { ...start, rule_id: '' }, 'c1')).not.toHaveProperty('rule_steps');
  });
});
