import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the facade tests compare (react-router-facade.test.ts, react-i18next-facade.test.ts): the
 * names a shared facade re-exports, and the names the apps import from the library it stands
 * for. A name an app imports that the facade lacks would be undefined at run time.
 */

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

/**
 * The apps' TypeScript files (`file` from the repository root) and their code. A remote's
 * `src/server/` is its Node render bundle, built without federation, so it is left out.
 */
function appSources({ withTests }: { withTests: boolean }): Array<{ file: string; code: string }> {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !file.startsWith('server/') &&
          (withTests || !/\.test\./.test(file)),
      )
      .map((file) => ({
        file: `${dir}/${file}`,
        code: readFileSync(path.join(repoRoot, dir, file), 'utf8'),
      })),
  );
}

/** The names `shared/build/<facadeFile>` re-exports from `implModule`. */
export function facadeNames(facadeFile: string, implModule: string): Set<string> {
  const source = readFileSync(path.join(here, facadeFile), 'utf8');
  const exported = new RegExp(`export \\{([^}]+)\\} from '${implModule.replace('/', '\\/')}'`);
  return new Set(
    (exported.exec(source)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Value imports (not `import type`, not `type X` specifiers) from the modules `specifier`
 * matches (a regular expression source, e.g. `react-router(?:-dom)?`), in every app.
 */
export function valueImports(specifier: string): Array<{ file: string; name: string }> {
  const pattern = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+'${specifier}'`, 'g');
  return appSources({ withTests: true }).flatMap(({ file, code }) =>
    [...code.matchAll(pattern)]
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
        if (/^\*|^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause)) names.push(`<${clause.split(',')[0]}>`);
        return names.map((name) => ({ file, name }));
      }),
  );
}

/** The imports the facade does not offer, as `file: name`. */
export const missingFromFacade = (
  names: Set<string>,
  imports: Array<{ file: string; name: string }>,
): string[] =>
  imports.filter(({ name }) => !names.has(name)).map(({ file, name }) => `${file}: ${name}`);

/**
 * Every `<namespace>.<member>` the apps' browser code writes (tests and the Node render bundles
 * aside), as `file` and `member`: what a facade offering a namespace object must hold.
 */
export function memberUses(namespace: string): Array<{ file: string; member: string }> {
  const pattern = new RegExp(`(?<![\\w$.])${namespace}\\.([A-Za-z_$][\\w$]*)`, 'g');
  return appSources({ withTests: false }).flatMap(({ file, code }) =>
    [...code.matchAll(pattern)].map((match) => ({ file, member: match[1] ?? '' })),
  );
}
