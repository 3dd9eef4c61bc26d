import { describe, expect, it } from 'vitest';
import { templatesOfType, typeFromQuery } from './template-types';

describe('the type filter', () => {
  it('reads ?type=, showing every type for a missing or unknown one', () => {
    expect(typeFromQuery('consulting')).toBe('consulting');
    expect(typeFromQuery(null)).toBe('all');
    expect(typeFromQuery('legal')).toBe('all');
  });

  it('keeps the templates of the chosen type', () => {
    const templates = [
      { name: 'Service Agreement', type: 'service' as const },
      { name: 'NDA', type: 'custom' as const },
    ];
    expect(templatesOfType(templates, 'custom').map((t) => t.name)).toEqual(['NDA']);
    expect(templatesOfType(templates, 'all')).toHaveLength(2);
  });
});
