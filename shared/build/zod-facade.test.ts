import { describe, expect, it } from 'vitest';
import { facadeNames, memberUses, missingFromFacade, valueImports } from './facade-coverage';

/** Members of `z` that are types only (`z.infer<…>`, `z.core.$ZodIssue`): never read at run time. */
const TYPE_MEMBERS = new Set([
  'infer',
  'input',
  'output',
  'ZodType',
  'ZodObject',
  'ZodOptional',
  'core',
  'RefinementCtx',
]);

describe('zod facade', () => {
  it('is what the apps import from zod: `z`, nothing else', () => {
    const imports = valueImports('zod');
    expect(imports.length).toBeGreaterThan(0);
    expect(missingFromFacade(new Set(['z']), imports)).toEqual([]);
  });

  it('offers every member of `z` the apps use at run time', () => {
    const members = facadeNames('zod-members.ts', '@atelier/zod-impl');
    expect(members.size).toBeGreaterThan(10);
    const used = memberUses('z');
    expect(used.length).toBeGreaterThan(20);
    const missing = used
      .filter(({ member }) => !members.has(member) && !TYPE_MEMBERS.has(member))
      .map(({ file, member }) => `${file}: z.${member}`);
    expect(missing).toEqual([]);
  });
});
