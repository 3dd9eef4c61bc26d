import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { missingId, templateCalls } from './templates-test-data.ts';

const kit = useFunctionKit({ truncate: ['project_templates', 'clients'] });
const { call, createClient } = templateCalls(kit);

async function createProject(fields: Record<string, unknown> = {}) {
  const { status, body } = await kit.call('project-management', {
    action: 'create_project',
    client_id: await createClient(),
    name: 'Ceramics shop',
    description: 'A shop for a potter.',
    start_date: '2026-01-05',
    due_date: '2026-02-13',
    budget_cents: 900_000,
    milestones: [
      { name: 'Design', due_date: '2026-01-16', percentage: 30 },
      { name: 'Build', due_date: '2026-02-06', percentage: 60 },
      { name: 'Launch', percentage: 10 },
    ],
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.project;
}

const saveAsTemplate = (payload: Record<string, unknown>) =>
  call({ action: 'create_template', category: 'ecommerce', ...payload });

describe('create_template from_project_id ("Save as template")', () => {
  it("takes the project's plan: tasks back to back up to each milestone's due date", async () => {
    const project = await createProject();
    const { status, body } = await saveAsTemplate({ from_project_id: project.id });
    expect(status).toBe(200);
    expect(body.template).toMatchObject({
      name: 'Ceramics shop',
      category: 'ecommerce',
      description: 'A shop for a potter.',
      // 39 days from start to due date.
      duration_weeks: 6,
      price_min_cents: 900_000,
      price_max_cents: 900_000,
      tasks: [
        { name: 'Design', offset_days: 0, duration_days: 11, role: null },
        { name: 'Build', offset_days: 11, duration_days: 21, role: null },
        // No due date: a week.
        { name: 'Launch', offset_days: 32, duration_days: 7, role: null },
      ],
      deliverables: [],
      technologies: [],
      complexity: 'intermediate',
      usage_count: 0,
    });
  });

  it('keeps what is sent over what the project says', async () => {
    const project = await createProject();
    const { status, body } = await saveAsTemplate({
      from_project_id: project.id,
      name: 'Small shop',
      description: '',
      price_min_cents: 800_000,
      price_max_cents: 1_200_000,
      tasks: [{ name: 'All of it', offset_days: 0, duration_days: 30 }],
      complexity: 'advanced',
    });
    expect(status).toBe(200);
    expect(body.template).toMatchObject({
      name: 'Small shop',
      description: null,
      // The project's own dates still span 39 days.
      duration_weeks: 6,
      price_min_cents: 800_000,
      price_max_cents: 1_200_000,
      tasks: [{ name: 'All of it', offset_days: 0, duration_days: 30, role: null }],
      complexity: 'advanced',
    });
  });

  it('needs a price range when the project has no budget', async () => {
    const project = await createProject({ budget_cents: null });
    const refused = await saveAsTemplate({ from_project_id: project.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      price_min_cents: 'The project has no budget: give the lowest price',
    });
    const reversed = await saveAsTemplate({
      from_project_id: project.id,
      price_min_cents: 5,
      price_max_cents: 4,
    });
    expect(reversed.body.fields).toEqual({
      price_max_cents: 'The highest price cannot be below the lowest',
    });
    const given = await saveAsTemplate({
      from_project_id: project.id,
      price_min_cents: 500_000,
      price_max_cents: 700_000,
    });
    expect(given.status).toBe(200);
  });

  it('refuses a project that does not exist, and still needs a category', async () => {
    for (const id of [missingId, 'nope']) {
      const { status, body } = await saveAsTemplate({ from_project_id: id });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ from_project_id: 'No such project' });
    }
    const project = await createProject();
    const noCategory = await call({ action: 'create_template', from_project_id: project.id });
    expect(noCategory.status).toBe(400);
    expect(Object.keys(noCategory.body.fields)).toEqual(['category']);
    expect((await call({ action: 'get_templates' })).body.templates).toEqual([]);
  });

  it('gives a template that makes the same plan for another client', async () => {
    const project = await createProject();
    const { body } = await saveAsTemplate({ from_project_id: project.id });
    const used = await call({
      action: 'use_template',
      id: body.template.id,
      client_id: await createClient('other@client.com'),
      start_date: '2026-01-05',
    });
    expect(used.status).toBe(200);
    expect(
      used.body.project.milestones.map((m: { name: string; due_date: string }) => [
        m.name,
        m.due_date,
      ]),
    ).toEqual([
      ['Design', '2026-01-16'],
      ['Build', '2026-02-06'],
      // 2026-02-13 is a Friday.
      ['Launch', '2026-02-13'],
    ]);
  });
});
