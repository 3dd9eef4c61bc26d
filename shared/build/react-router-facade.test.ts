import { describe, expect, it } from 'vitest';
import { facadeNames, missingFromFacade, valueImports } from './facade-coverage';

const names = facadeNames('react-router-facade.ts', '@atelier/react-router-impl');

describe('react-router facade', () => {
  it('lists names', () => {
    expect(names.size).toBeGreaterThan(10);
  });

  it('offers every react-router name an app imports', () => {
    const imports = valueImports('react-router(?:-dom)?');
    expect(imports.length).toBeGreaterThan(0);
    expect(missingFromFacade(names, imports)).toEqual([]);
  });
});
