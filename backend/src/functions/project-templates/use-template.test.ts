import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { missingId, templateCalls } from './templates-test-data.ts';

const kit = useFunctionKit({ truncate: ['project_templates', 'clients'] });
const { call, createTemplate, createClient } = templateCalls(kit);

const FRIDAY = '2026-01-02';

const useTemplate = (payload: Record<string, unknown>) =>
  call({ action: 'use_template', ...payload });

const usageCount = async (id: string) =>
  (await call({ action: 'get_template', id })).body.template.usage_count as number;

const projectCount = async () =>
  (await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM projects'))[0]?.n;

describe('use_template', () => {
  it('makes a project with dated milestones, the midpoint budget, and counts the use', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    const { status, body } = await useTemplate({
      id: template.id,
      client_id: clientId,
      start_date: FRIDAY,
    });
    expect(status).toBe(200);
    const undone = { id: expect.any(String), percentage: 0, is_done: false, completed_at: null };
    expect(body.project).toEqual({
      id: expect.any(String),
      client_id: clientId,
      proposal_id: null,
      name: 'Brochure Site',
      description: 'A small site.\nFive pages.',
      status: 'planning',
      start_date: FRIDAY,
      // Two weeks on, after the last task (Monday the 12th).
      due_date: '2026-01-16',
      budget_cents: 150_000,
      currency: 'USD',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      clients: { name: 'Jane Doe', company: 'Studio' },
      milestones: [
        // One day from Friday is Saturday: due Monday.
        { ...undone, position: 1, name: 'Kick-off', due_date: '2026-01-05' },
        // Starts on Saturday, so Monday; three days on.
        { ...undone, position: 2, name: 'Design', due_date: '2026-01-08' },
        // Starts Friday the 9th; two days on is Sunday: due Monday.
        { ...undone, position: 3, name: 'Build', due_date: '2026-01-12' },
      ],
      members: [],
      progress: 0,
      invoiced_cents: 0,
      paid_cents: 0,
    });
    const shown = await kit.call('project-management', {
      action: 'get_project',
      id: body.project.id,
    });
    expect(shown.body.project).toEqual(body.project);
    expect(await usageCount(template.id)).toBe(1);
    await useTemplate({ id: template.id, client_id: clientId, start_date: '2026-03-02' });
    expect(await usageCount(template.id)).toBe(2);
  });

  it('takes a name and a budget within the price range, its ends included', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    for (const budget of [100_000, 200_000]) {
      const { status, body } = await useTemplate({
        id: template.id,
        client_id: clientId,
        start_date: '2026-02-02',
        name: ' Acme site ',
        budget_cents: budget,
      });
      expect(status).toBe(200);
      expect(body.project).toMatchObject({ name: 'Acme site', budget_cents: budget });
    }
  });

  it('refuses a budget outside the price range, and changes nothing', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    for (const budget of [99_999, 200_001]) {
      const { status, body } = await useTemplate({
        id: template.id,
        client_id: clientId,
        start_date: FRIDAY,
        budget_cents: budget,
      });
      expect(status).toBe(400);
      expect(body.fields).toEqual({
        budget_cents: "Budget must be within the template's price range, 100000 to 200000 cents",
      });
    }
    expect(await projectCount()).toBe(0);
    expect(await usageCount(template.id)).toBe(0);
  });

  it('answers 404 for a template unknown or archived, and 400 for a missing client', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    for (const id of [missingId, 'nope']) {
      const unknown = await useTemplate({ id, client_id: clientId, start_date: FRIDAY });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Template not found');
    }
    for (const client_id of [missingId, 'nope']) {
      const noClient = await useTemplate({ id: template.id, client_id, start_date: FRIDAY });
      expect(noClient.status).toBe(400);
      expect(noClient.body.fields).toEqual({ client_id: 'No such client' });
    }
    await call({ action: 'delete_template', id: template.id });
    const archived = await useTemplate({
      id: template.id,
      client_id: clientId,
      start_date: FRIDAY,
    });
    expect(archived.status).toBe(404);
    expect(await projectCount()).toBe(0);
  });

  it('says what is wrong with the payload', async () => {
    const { status, body } = await useTemplate({
      id: missingId,
      start_date: '2026-02-30',
      name: '',
      budget_cents: -1,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      client_id: 'client_id must be an id',
      start_date: 'Start date must be a date (YYYY-MM-DD)',
      name: 'Name is required',
      budget_cents: 'Budget cannot be negative',
    });
    const late = await useTemplate({
      id: (await createTemplate()).id,
      client_id: await createClient(),
      start_date: '2200-12-25',
    });
    expect(late.status).toBe(400);
    expect(late.body.fields).toEqual({ start_date: 'The project would end after 2200-12-31' });
  });

  it('leaves the projects made from a template working once it is archived', async () => {
    const template = await createTemplate();
    const { body } = await useTemplate({
      id: template.id,
      client_id: await createClient(),
      start_date: FRIDAY,
    });
    expect((await call({ action: 'delete_template', id: template.id })).status).toBe(200);
    const project = body.project;
    const done = await kit.call('project-management', {
      action: 'set_milestone_done',
      project_id: project.id,
      milestone_id: project.milestones[0].id,
      is_done: true,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const shown = await kit.call('project-management', { action: 'get_project', id: project.id });
    expect(shown.body.project.progress).toBe(33);
  });

  it('makes the project, its milestones and the count in one transaction', async () => {
    const template = await createTemplate();
    const clientId = await createClient();
    // The last write of the action fails: what was written before it must not stay.
    await kit.db.exec(`
      CREATE FUNCTION refuse_template_use() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_template_use BEFORE UPDATE ON project_templates
      FOR EACH ROW EXECUTE FUNCTION refuse_template_use();`);
    try {
      const { status } = await useTemplate({
        id: template.id,
        client_id: clientId,
        start_date: FRIDAY,
      });
      expect(status).toBe(500);
    } finally {
      await kit.db.exec(`
        DROP TRIGGER refuse_template_use ON project_templates;
        DROP FUNCTION refuse_template_use();`);
    }
    expect(await projectCount()).toBe(0);
    const milestones = await kit.db.query('SELECT id FROM project_milestones');
    expect(milestones).toEqual([]);
    expect(await usageCount(template.id)).toBe(0);
  });
});
