import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { missingId, sampleTemplate, templateCalls } from './templates-test-data.ts';

// The seeded templates go too: each test starts with none (seeded-templates.test.ts reads them).
const kit = useFunctionKit({ truncate: ['project_templates', 'clients'] });
const { call, createTemplate } = templateCalls(kit);

describe('create_template', () => {
  it('stores every field and answers the template', async () => {
    const { status, body } = await call({
      action: 'create_template',
      ...sampleTemplate({ name: '  Brochure Site ' }),
    });
    expect(status).toBe(200);
    expect(body.template).toEqual({
      id: expect.any(String),
      name: 'Brochure Site',
      category: 'corporate',
      description: 'A small site.\nFive pages.',
      duration_weeks: 2,
      price_min_cents: 100_000,
      price_max_cents: 200_000,
      tasks: [
        { name: 'Kick-off', offset_days: 0, duration_days: 1, role: 'Project manager' },
        { name: 'Design', offset_days: 1, duration_days: 3, role: null },
        { name: 'Build', offset_days: 7, duration_days: 2, role: 'Developer' },
      ],
      deliverables: ['Five pages', 'Contact form'],
      technologies: ['Astro'],
      complexity: 'basic',
      rule_id: null,
      rule_name: null,
      rule_steps: null,
      usage_count: 0,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('needs only a name, category, duration and price range', async () => {
    const { status, body } = await call({
      action: 'create_template',
      name: 'Bare',
      category: 'saas',
      duration_weeks: 1,
      price_min_cents: 0,
      price_max_cents: 0,
    });
    expect(status).toBe(200);
    expect(body.template).toMatchObject({
      description: null,
      tasks: [],
      deliverables: [],
      technologies: [],
      complexity: 'intermediate',
    });
  });

  it('says what is missing', async () => {
    const { status, body } = await call({ action: 'create_template' });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      category: 'Category must be one of: ecommerce, corporate, saas, marketing, mobile, redesign',
    });
    const categoryOnly = await call({ action: 'create_template', category: 'saas' });
    expect(categoryOnly.body.fields).toEqual({
      name: 'Name is required',
      duration_weeks: 'Duration is required',
      price_min_cents: 'Lowest price is required',
      price_max_cents: 'Highest price is required',
    });
  });

  it('says what is wrong with each field, and stores nothing', async () => {
    const { status, body } = await call({
      action: 'create_template',
      ...sampleTemplate({
        name: '',
        category: 'blog',
        description: 'x'.repeat(5001),
        duration_weeks: 0,
        price_min_cents: -1,
        price_max_cents: 1.5,
        tasks: [{ name: 'Tab\there', offset_days: -1, duration_days: 0 }],
        deliverables: ['ok', ''],
        technologies: 'React',
        complexity: 'expert',
      }),
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: 'Name is required',
      category: 'Category must be one of: ecommerce, corporate, saas, marketing, mobile, redesign',
      description: 'Description must be at most 5000 characters',
      duration_weeks: 'Duration must be a whole number from 1 to 260',
      price_min_cents: 'Lowest price cannot be negative',
      price_max_cents: 'Highest price must be a whole number of cents',
      'tasks.0.name': 'Task name must not contain control characters or line breaks',
      'tasks.0.offset_days': 'offset_days must be a whole number from 0 to 1825',
      'tasks.0.duration_days': 'duration_days must be a whole number from 1 to 365',
      'deliverables.1': 'Deliverable is required',
      technologies: 'Technologies must be a list of text',
      complexity: 'Complexity must be one of: basic, intermediate, advanced',
    });
    expect((await call({ action: 'get_templates' })).body.templates).toEqual([]);
  });

  it('refuses a price range upside down', async () => {
    const { status, body } = await call({
      action: 'create_template',
      ...sampleTemplate({ price_min_cents: 300_000, price_max_cents: 200_000 }),
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      price_max_cents: 'The highest price cannot be below the lowest',
    });
  });
});

describe('get_templates', () => {
  it('lists the templates by name, of one category when asked', async () => {
    await createTemplate({ name: 'shop', category: 'ecommerce' });
    await createTemplate({ name: 'Corporate B', category: 'corporate' });
    await createTemplate({ name: 'Corporate a', category: 'corporate' });
    const all = await call({ action: 'get_templates' });
    expect(all.status).toBe(200);
    expect(all.body.templates.map((t: { name: string }) => t.name)).toEqual([
      'Corporate a',
      'Corporate B',
      'shop',
    ]);
    const corporate = await call({ action: 'get_templates', category: 'corporate' });
    expect(corporate.body.templates.map((t: { name: string }) => t.name)).toEqual([
      'Corporate a',
      'Corporate B',
    ]);
    const mobile = await call({ action: 'get_templates', category: 'mobile' });
    expect(mobile.body).toEqual({ success: true, templates: [] });
  });

  it('refuses an unknown category', async () => {
    const { status, body } = await call({ action: 'get_templates', category: 'all' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      category: 'Category must be one of: ecommerce, corporate, saas, marketing, mobile, redesign',
    });
  });
});

describe('get_template', () => {
  it('answers one template, and 404 for an id that names none', async () => {
    const template = await createTemplate();
    const { status, body } = await call({ action: 'get_template', id: template.id });
    expect(status).toBe(200);
    expect(body.template).toEqual(template);
    for (const id of [missingId, 'not-a-uuid']) {
      const missing = await call({ action: 'get_template', id });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        success: false,
        error: 'Template not found',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('update_template', () => {
  it('changes only the fields sent, the lists replaced', async () => {
    const template = await createTemplate();
    const { status, body } = await call({
      action: 'update_template',
      id: template.id,
      name: 'Brochure Site Plus',
      tasks: [{ name: 'Everything', offset_days: 0, duration_days: 10 }],
      technologies: [],
      description: '',
    });
    expect(status).toBe(200);
    expect(body.template).toEqual({
      ...template,
      name: 'Brochure Site Plus',
      description: null,
      tasks: [{ name: 'Everything', offset_days: 0, duration_days: 10, role: null }],
      technologies: [],
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('refuses a change that turns the price range upside down', async () => {
    const template = await createTemplate();
    const { status, body } = await call({
      action: 'update_template',
      id: template.id,
      price_min_cents: 250_000,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      price_max_cents: 'The highest price cannot be below the lowest',
    });
    expect((await call({ action: 'get_template', id: template.id })).body.template).toEqual(
      template,
    );
  });

  it('says what is wrong, and 404 for an unknown template', async () => {
    const template = await createTemplate();
    const bad = await call({ action: 'update_template', id: template.id, duration_weeks: 261 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      duration_weeks: 'Duration must be a whole number from 1 to 260',
    });
    const missing = await call({ action: 'update_template', id: missingId, name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Template not found');
  });
});

describe('delete_template', () => {
  it('archives the template: gone from lists and reads, 404 the second time', async () => {
    const kept = await createTemplate({ name: 'Kept' });
    const archived = await createTemplate({ name: 'Archived' });
    const { status, body } = await call({ action: 'delete_template', id: archived.id });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const list = await call({ action: 'get_templates' });
    expect(list.body.templates).toEqual([kept]);
    for (const action of ['get_template', 'update_template', 'delete_template']) {
      expect((await call({ action, id: archived.id })).status, action).toBe(404);
    }
    // Archived, not deleted: the row stays for the projects made from it.
    const rows = await kit.db.query('SELECT archived_at FROM project_templates WHERE id = $1', [
      archived.id,
    ]);
    expect(rows).toEqual([{ archived_at: expect.stringMatching(/Z$/) }]);
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 to a client, for every action', async () => {
    const actions = [
      'get_templates',
      'get_template',
      'create_template',
      'update_template',
      'delete_template',
      'use_template',
    ];
    for (const action of actions) {
      expect((await call({ action, id: missingId }, 'anonymous')).status, action).toBe(401);
      expect((await call({ action, id: missingId }, 'client')).status, action).toBe(403);
    }
  });
});
