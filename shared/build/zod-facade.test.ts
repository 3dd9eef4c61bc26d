import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingFromFacade, valueImports } from './facade-coverage';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const APP_DIRS = [
  'shared/src',
  'shell/src',
  'remote-public/src',
  'remote-portal/src',
  'remote-admin/src',
  'remote-automation/src',
];

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

/** Every `z.<member>` the apps' browser code writes, as `file: member`. */
function usedMembers(): Array<{ file: string; member: string }> {
  return APP_DIRS.flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !file.startsWith('server/') && !/\.test\./.test(file),
      )
      .flatMap((file) => {
        const code = readFileSync(path.join(repoRoot, dir, file), 'utf8');
        return [...code.matchAll(/(?<![\w$.])z\.([A-Za-z_$][\w$]*)/g)].map((match) => ({
          file: `${dir}/${file}`,
          member: match[1] ?? '',
        }));
      }),
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
    const used = usedMembers();
    expect(used.length).toBeGreaterThan(20);
    const missing = used
      .filter(({ member }) => !members.has(member) && !TYPE_MEMBERS.has(member))
      .map(({ file, member }) => `${file}: z.${member}`);
    expect(missing).toEqual([]);
  });
});
