import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_CATEGORIES, templateFieldSchemas } from '../../contract/templates';
import { answerFromDemo } from '../../demo/demo-registry';
import { DEMO_READ_ONLY, demoTemplates, registerTemplatesDemoHandlers } from './demo';
import { FRENCH_TEMPLATE_WORDS } from './demo-fr';

beforeEach(() => registerTemplatesDemoHandlers());

const call = (action: string, payload: Record<string, unknown> = {}) =>
  answerFromDemo('project-templates', action, payload) as Record<string, unknown>;

describe('demo project templates', () => {
  it('lists the six seeded templates by name, one per category, with their price ranges', () => {
    const answer = call('get_templates') as {
      success: boolean;
      templates: ReturnType<typeof demoTemplates>;
    };
    expect(answer.success).toBe(true);
    expect(
      answer.templates.map((t) => [t.name, t.category, t.price_min_cents, t.price_max_cents]),
    ).toEqual([
      ['Corporate Website', 'corporate', 500_000, 1_000_000],
      ['E-commerce Store', 'ecommerce', 1_200_000, 2_500_000],
      ['Landing Page', 'marketing', 150_000, 300_000],
      ['Mobile App', 'mobile', 2_000_000, 3_500_000],
      ['SaaS Dashboard', 'saas', 1_500_000, 3_000_000],
      ['Website Redesign', 'redesign', 400_000, 800_000],
    ]);
    expect(new Set(answer.templates.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
  });

  it('holds templates the contract accepts (tasks, lists, complexity)', () => {
    for (const template of demoTemplates()) {
      for (const [field, schema] of Object.entries(templateFieldSchemas)) {
        const value = template[field as keyof typeof templateFieldSchemas];
        expect(schema.safeParse(value).success, `${template.name}.${field}`).toBe(true);
      }
    }
  });

  it('filters by category and finds one template by id', () => {
    const mobile = call('get_templates', { category: 'mobile' }) as {
      templates: Array<{ id: string; name: string }>;
    };
    expect(mobile.templates.map((t) => t.name)).toEqual(['Mobile App']);
    const id = mobile.templates[0]?.id;
    expect(call('get_template', { id })).toMatchObject({
      success: true,
      template: { name: 'Mobile App', tasks: expect.any(Array) },
    });
    expect(call('get_template', { id: 'nope' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses every write with a clear demo-mode failure', () => {
    for (const action of [
      'create_template',
      'update_template',
      'delete_template',
      'use_template',
    ]) {
      expect(call(action, { id: 'demo-template-1' })).toEqual(DEMO_READ_ONLY);
    }
  });

  it('hands out copies, so a page editing one cannot change the next answer', () => {
    const [first] = demoTemplates();
    first?.tasks.push({ name: 'Extra', offset_days: 0, duration_days: 1, role: null });
    expect(demoTemplates()[0]?.tasks.length).toBe(5);
  });
});

describe('demo project templates in the reader’s language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('are worded in French for a French reader, with the same plans, prices and ids', async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    const english = demoTemplates();
    await i18next.changeLanguage('fr');
    const french = demoTemplates();
    expect(french.map((t) => t.name)).toContain('Page d’atterrissage');
    expect(french.map((t) => t.name)).not.toContain('Landing Page');
    const byId = new Map(english.map((t) => [t.id, t]));
    for (const template of french) {
      const twin = byId.get(template.id);
      expect(template.category).toBe(twin?.category);
      expect(template.price_min_cents).toBe(twin?.price_min_cents);
      expect(template.technologies).toEqual(twin?.technologies);
      // One French task per English one, on the same days.
      expect(FRENCH_TEMPLATE_WORDS[template.category].tasks).toHaveLength(twin?.tasks.length ?? 0);
      expect(template.tasks.map((t) => [t.offset_days, t.duration_days])).toEqual(
        twin?.tasks.map((t) => [t.offset_days, t.duration_days]),
      );
      expect(template.tasks.map((t) => t.name)).not.toEqual(twin?.tasks.map((t) => t.name));
    }
    // The French twins are valid for the contract too.
    for (const template of french) {
      for (const [field, schema] of Object.entries(templateFieldSchemas)) {
        const value = template[field as keyof typeof templateFieldSchemas];
        expect(schema.safeParse(value).success, `${template.name}.${field}`).toBe(true);
      }
    }
  });
});
