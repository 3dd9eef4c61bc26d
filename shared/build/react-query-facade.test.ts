import { describe, expect, it } from 'vitest';
import { facadeNames, missingFromFacade, valueImports } from './facade-coverage';

const names = facadeNames('react-query-facade.ts', '@atelier/react-query-impl');

describe('TanStack Query facade', () => {
  it('lists names', () => {
    expect(names.size).toBeGreaterThan(4);
  });

  it('offers every @tanstack/react-query name an app imports', () => {
    const imports = valueImports('@tanstack/react-query');
    expect(imports.length).toBeGreaterThan(20);
    expect(missingFromFacade(names, imports)).toEqual([]);
  });
});
