import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SOURCE_DIRS = [
  'shared/src',
  'shell/src',
  'remote-public/src',
  'remote-portal/src',
  'remote-admin/src',
  'remote-automation/src',
];

const facadeSource = readFileSync(path.join(here, 'react-i18next-facade.ts'), 'utf8');
const facadeNames = new Set(
  (/export \{([^}]+)\} from '@atelier\/react-i18next-impl'/.exec(facadeSource)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

/** Value imports (not `import type`, not `type X` specifiers) from react-i18next. */
function i18nextImports(): Array<{ file: string; name: string }> {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      // A remote's `src/server/` is its Node render bundle, built without federation.
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('server/'))
      .flatMap((file) => {
        const code = readFileSync(path.join(repoRoot, dir, file), 'utf8');
        return [...code.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'react-i18next'/g)]
          .filter((match) => !match[1])
          .flatMap((match) => {
            const clause = match[2] ?? '';
            const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
            const names = named
              .split(',')
              .map((name) => name.trim())
              .filter((name) => name && !name.startsWith('type '))
              .map((name) => name.split(/\s+as\s+/)[0] ?? name);
            // A namespace or default import would reach every export: list them instead.
            if (/^\*|^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause))
              names.push(`<${clause.split(',')[0]}>`);
            return names.map((name) => ({ file: `${dir}/${file}`, name }));
          });
      }),
  );
}

describe('react-i18next facade', () => {
  it('lists names', () => {
    expect(facadeNames.size).toBeGreaterThan(2);
  });

  it('offers every react-i18next name an app imports', () => {
    const imports = i18nextImports();
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports
      .filter(({ name }) => !facadeNames.has(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });
});
