import type { ProjectTemplate } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  addTaskRow,
  emptyTemplateForm,
  moveTaskRow,
  removeTaskRow,
  type TemplateFormValues,
  templateProblems,
  templateToForm,
  toTemplatePayload,
} from './template-form';

const landing = (): ProjectTemplate => ({
  id: 't1',
  name: 'Landing Page',
  category: 'marketing',
  description: 'A single page.',
  duration_weeks: 2,
  price_min_cents: 150_000,
  price_max_cents: 300_000,
  tasks: [
    { name: 'Brief and wireframe', offset_days: 0, duration_days: 2, role: 'Designer' },
    { name: 'Build and form', offset_days: 5, duration_days: 4, role: null },
  ],
  deliverables: ['Responsive landing page'],
  technologies: ['HTML', 'CSS'],
  complexity: 'basic',
  rule_id: null,
  rule_name: null,
  rule_steps: null,
  usage_count: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const filled = (changes: Partial<TemplateFormValues> = {}): TemplateFormValues => ({
  ...emptyTemplateForm('corporate'),
  name: 'Brochure site',
  duration_weeks: '3',
  price_min: '1,000',
  price_max: '2000.50',
  ...changes,
});

describe('the template form', () => {
  it('sends the invoicing rule and its moments, or null for none (issue 30)', () => {
    expect(toTemplatePayload(filled())).toMatchObject({ rule_id: null, rule_steps: null });
    const ruled = filled({ rule_id: 'r1', rule_steps: [{ step: 1, at: 2 }] });
    expect(toTemplatePayload(ruled)).toMatchObject({
      rule_id: 'r1',
      rule_steps: [{ step: 1, at: 2 }],
    });
    // Moments never go without their rule.
    expect(toTemplatePayload({ ...ruled, rule_id: '' }).rule_steps).toBeNull();
    const saved = {
      ...landing(),
      rule_id: 'r1',
      rule_name: 'Half',
      rule_steps: [{ step: 0, at: 'completion' as const }],
    };
    expect(templateToForm(saved)).toMatchObject({
      rule_id: 'r1',
      rule_steps: [{ step: 0, at: 'completion' }],
    });
    expect(templateProblems(ruled)).toEqual({});
  });

  it('turns what was typed into the create_template payload', () => {
    const values = filled({
      description: '  Five pages.  ',
      tasks: addTaskRow([]).map((row) => ({ ...row, name: 'Kick-off', role: ' PM ' })),
      deliverables: 'Five pages\n\n  Contact form ',
      technologies: 'Astro',
    });
    expect(toTemplatePayload(values)).toMatchObject({
      name: 'Brochure site',
      category: 'corporate',
      duration_weeks: 3,
      price_min_cents: 100_000,
      price_max_cents: 200_050,
      complexity: 'intermediate',
      tasks: [{ name: 'Kick-off', offset_days: 0, duration_days: 1, role: ' PM ' }],
      deliverables: ['Five pages', 'Contact form'],
      technologies: ['Astro'],
    });
    expect(templateProblems(values)).toEqual({});
  });

  it('names every missing field, as the server would refuse them', () => {
    expect(templateProblems(emptyTemplateForm())).toEqual({
      name: { code: 'required' },
      category: { code: 'choose' },
      duration_weeks: { code: 'required' },
      price_min_cents: { code: 'required' },
      price_max_cents: { code: 'required' },
    });
  });

  it('refuses prices out of order or unreadable, and days out of range', () => {
    expect(templateProblems(filled({ price_min: '3000', price_max: '2000' }))).toEqual({
      price_max_cents: { code: 'priceOrder' },
    });
    expect(templateProblems(filled({ price_min: '12,5x' }))).toEqual({
      price_min_cents: { code: 'money' },
    });
    const tasks = [{ ...addTaskRow([])[0], name: 'Build', offset_days: '-1', duration_days: '0' }];
    expect(templateProblems(filled({ duration_weeks: '2.5', tasks: tasks as never }))).toEqual({
      duration_weeks: { code: 'whole', min: 1, max: 260 },
      'tasks.0.offset_days': { code: 'whole', min: 0, max: 1825 },
      'tasks.0.duration_days': { code: 'whole', min: 1, max: 365 },
    });
  });

  it('fills the form from a template, and gives it back unchanged', () => {
    const template = landing();
    const values = templateToForm(template, 'Landing Page (copy)');
    expect(values.name).toBe('Landing Page (copy)');
    expect(values.price_min).toBe('1500');
    expect(toTemplatePayload(values)).toMatchObject({
      category: template.category,
      price_min_cents: template.price_min_cents,
      price_max_cents: template.price_max_cents,
      tasks: [
        { name: 'Brief and wireframe', offset_days: 0, duration_days: 2, role: 'Designer' },
        { name: 'Build and form', offset_days: 5, duration_days: 4, role: '' },
      ],
      deliverables: template.deliverables,
    });
    expect(templateProblems(values)).toEqual({});
  });

  it('adds a task where the last one ends, and moves and removes rows', () => {
    const [first] = addTaskRow([]);
    const rows = addTaskRow([
      { ...(first as NonNullable<typeof first>), offset_days: '2', duration_days: '3' },
    ]);
    expect(rows[1]?.offset_days).toBe('5');
    const moved = moveTaskRow(rows, 1, -1);
    expect(moved.map((row) => row.key)).toEqual([rows[1]?.key, rows[0]?.key]);
    expect(moveTaskRow(rows, 0, -1)).toEqual(rows);
    expect(removeTaskRow(rows, 0).map((row) => row.key)).toEqual([rows[1]?.key]);
  });
});
