import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memberUses, missingFromFacade, valueImports } from './facade-coverage';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Members of `z` that are types only (`z.infer<…>`, `z.core.$ZodIssue`): never read at run time. */
const TYPE_MEMBERS = new Set([
  'infer',
  'input',
  'output',
  'ZodType',
  'ZodObject',
  'core',
  'RefinementCtx',
]);

/** The keys of the facade's `z` object. */
function facadeMembers(): Set<string> {
  const source = readFileSync(path.join(here, 'zod-facade.ts'), 'utf8');
  const body = /export const z = \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  return new Set(
    body
      .split(',')
      .map((entry) => entry.split(':')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}

describe('zod facade', () => {
  it('is what the apps import from zod: `z`, nothing else', () => {
    const imports = valueImports('zod');
    expect(imports.length).toBeGreaterThan(0);
    expect(missingFromFacade(new Set(['z']), imports)).toEqual([]);
  });

  it('offers every member of `z` the apps use at run time', () => {
    const members = facadeMembers();
    expect(members.size).toBeGreaterThan(10);
    const used = memberUses('z');
    expect(used.length).toBeGreaterThan(20);
    const missing = used
      .filter(({ member }) => !members.has(member) && !TYPE_MEMBERS.has(member))
      .map(({ file, member }) => `${file}: z.${member}`);
    expect(missing).toEqual([]);
  });
});
