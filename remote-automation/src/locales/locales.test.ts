import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

/** Every leaf key of a translation tree, as dotted paths. */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValues(tree: unknown): unknown[] {
  if (typeof tree !== 'object' || tree === null) return [tree];
  return Object.values(tree).flatMap(leafValues);
}

describe('automation translations', () => {
  it('have the same keys in English and French', () => {
    expect(leafKeys(fr).sort()).toEqual(leafKeys(en).sort());
  });

  it('have no empty strings', () => {
    for (const value of [...leafValues(en), ...leafValues(fr)]) {
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });
});
