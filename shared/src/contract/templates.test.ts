import { describe, expect, it } from 'vitest';
import { createTemplateInput, updateTemplateInput, useTemplateInput } from './templates';

const template = {
  name: 'Landing Page',
  category: 'marketing',
  duration_weeks: 2,
  price_min_cents: 150_000,
  price_max_cents: 300_000,
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the project template schemas', () => {
  it('take a template with its five required fields, the rest optional', () => {
    expect(createTemplateInput.parse(template)).toEqual(template);
  });

  it('need the plan fields only when the template is not made from a project', () => {
    expect(messages(createTemplateInput.safeParse({ category: 'saas' }))).toEqual({
      name: 'Name is required',
      duration_weeks: 'Duration is required',
      price_min_cents: 'Lowest price is required',
      price_max_cents: 'Highest price is required',
    });
    const fromProject = { from_project_id: 'p1', category: 'saas' };
    expect(createTemplateInput.parse(fromProject)).toEqual(fromProject);
  });

  it('refuse a price range upside down on create', () => {
    const reversed = { ...template, price_min_cents: 2, price_max_cents: 1 };
    expect(messages(createTemplateInput.safeParse(reversed))).toEqual({
      price_max_cents: 'The highest price cannot be below the lowest',
    });
  });

  it('keep task offsets and durations whole days in range, and roles optional', () => {
    const tasks = [
      { name: 'Design', offset_days: 0, duration_days: 1 },
      { name: 'Build', offset_days: 1825, duration_days: 365, role: 'Developer' },
    ];
    expect(createTemplateInput.parse({ ...template, tasks }).tasks).toEqual(tasks);
    const bad = [{ name: 'Build', offset_days: 0.5, duration_days: 366 }];
    expect(messages(createTemplateInput.safeParse({ ...template, tasks: bad }))).toEqual({
      'tasks.0.offset_days': 'offset_days must be a whole number from 0 to 1825',
      'tasks.0.duration_days': 'duration_days must be a whole number from 1 to 365',
    });
  });

  it('let an update send any field alone', () => {
    expect(updateTemplateInput.parse({ id: 't1', complexity: 'advanced' })).toEqual({
      id: 't1',
      complexity: 'advanced',
    });
  });

  it('use a template from a real start day, the name and budget optional', () => {
    const use = { id: 't1', client_id: 'c1', start_date: '2026-01-02' };
    expect(useTemplateInput.parse(use)).toEqual(use);
    expect(messages(useTemplateInput.safeParse({ ...use, start_date: '2026-02-30' }))).toEqual({
      start_date: 'Start date must be a date (YYYY-MM-DD)',
    });
  });
});
