import { TEMPLATE_CATEGORIES } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { templateCalls } from './templates-test-data.ts';

// Nothing truncated: the templates of 0011_project_templates.sql stay.
const kit = useFunctionKit({ truncate: [] });
const { call } = templateCalls(kit);

interface Seeded {
  name: string;
  category: string;
  duration_weeks: number;
  price_min_cents: number;
  price_max_cents: number;
  tasks: { offset_days: number; duration_days: number }[];
}

describe('the seeded templates', () => {
  it('cover the six categories, from the landing page to the mobile app', async () => {
    const { status, body } = await call({ action: 'get_templates' });
    expect(status).toBe(200);
    const templates = body.templates as Seeded[];
    expect(templates.length).toBeGreaterThanOrEqual(6);
    expect(new Set(templates.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    const byName = new Map(templates.map((t) => [t.name, t]));
    expect(byName.get('Landing Page')).toMatchObject({
      category: 'marketing',
      price_min_cents: 150_000,
      price_max_cents: 300_000,
      complexity: 'basic',
    });
    expect(byName.get('Mobile App')).toMatchObject({
      category: 'mobile',
      price_min_cents: 2_000_000,
      price_max_cents: 3_500_000,
      complexity: 'advanced',
    });
  });

  it('each plan fits its duration, with a real price range', async () => {
    const { body } = await call({ action: 'get_templates' });
    for (const template of body.templates as Seeded[]) {
      expect(template.tasks.length, template.name).toBeGreaterThan(0);
      const end = Math.max(...template.tasks.map((t) => t.offset_days + t.duration_days));
      expect(end, template.name).toBeLessThanOrEqual(template.duration_weeks * 7);
      expect(template.price_min_cents, template.name).toBeLessThan(template.price_max_cents);
    }
  });
});
