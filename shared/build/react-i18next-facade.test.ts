import { describe, expect, it } from 'vitest';
import { facadeNames, missingFromFacade, valueImports } from './facade-coverage';

const names = facadeNames('react-i18next-facade.ts', '@atelier/react-i18next-impl');

describe('react-i18next facade', () => {
  it('lists names', () => {
    expect(names.size).toBeGreaterThan(2);
  });

  it('offers every react-i18next name an app imports', () => {
    const imports = valueImports('react-i18next');
    expect(imports.length).toBeGreaterThan(0);
    expect(missingFromFacade(names, imports)).toEqual([]);
  });
});
