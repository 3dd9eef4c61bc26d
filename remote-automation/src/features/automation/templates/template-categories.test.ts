import { describe, expect, it } from 'vitest';
import { categoryFromQuery, TEMPLATE_CATEGORIES } from './template-categories';

describe('the category filter', () => {
  it('offers All and the six categories of the spec, All first', () => {
    expect(TEMPLATE_CATEGORIES).toEqual([
      'all',
      'ecommerce',
      'corporate',
      'saas',
      'marketing',
      'mobile',
      'redesign',
    ]);
  });

  it('reads ?category= from a deep link, and falls back to All on anything else', () => {
    expect(categoryFromQuery('mobile')).toBe('mobile');
    expect(categoryFromQuery(null)).toBe('all');
    expect(categoryFromQuery('Mobile')).toBe('all');
    expect(categoryFromQuery('toString')).toBe('all');
  });
});
