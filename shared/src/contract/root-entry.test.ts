import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `@atelier/shared` is a federation singleton loaded on the public home page `/`, which must
 * stay within its size budget: nothing it reaches may load Zod or TanStack Query. This walks
 * the static relative imports from `shared/src/index.ts` the way the bundler does (type-only
 * imports are erased; `import('…')` is a lazy chunk, not part of the entry).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(SRC, 'index.ts');
const FORBIDDEN = ['zod', '@tanstack/react-query'];

/** `import … from 'x'`, `export … from 'x'` and `import 'x'`, with whether it is type-only. */
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gms;

function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const [, , typeOnly, specifier] = match;
    if (!typeOnly && specifier) found.push(specifier);
  }
  return found;
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const file = candidates.find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!file) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return file;
}

/** Every module the entry reaches, and the packages each one imports. */
function walk(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    const imports = specifiers(readFileSync(file, 'utf8'));
    reached.set(
      file,
      imports.filter((specifier) => !specifier.startsWith('.')),
    );
    for (const specifier of imports) {
      if (specifier.startsWith('.') && !/\.(css|json|svg)$/.test(specifier)) {
        queue.push(resolveRelative(file, specifier));
      }
    }
  }
  return reached;
}

describe('the root entry @atelier/shared', () => {
  it('reaches no module that imports Zod or TanStack Query', () => {
    const offenders = [...walk(ENTRY)].flatMap(([file, packages]) =>
      packages
        .filter((name) =>
          FORBIDDEN.some((banned) => name === banned || name.startsWith(`${banned}/`)),
        )
        .map((name) => `${relative(SRC, file)} imports ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('walks the real import graph (the check above sees the contract when it is imported)', () => {
    const reached = [...walk(ENTRY).keys()].map((file) => relative(SRC, file));
    expect(reached).toContain('api/call-function.ts');
    expect(reached).toContain('contract/patterns.ts');
    expect(reached).not.toContain('contract/leads.ts');
    const withContract = walk(join(SRC, 'contract', 'index.ts'));
    expect([...withContract.values()].flat()).toContain('zod');
  });

  it('leaves the domain API wrappers to @atelier/shared/api, which reaches no Zod either', () => {
    const reached = [...walk(ENTRY).keys()].map((file) => relative(SRC, file));
    expect(reached.filter((file) => file.startsWith('api/'))).toEqual(
      expect.arrayContaining(['api/call-function.ts', 'api/user-authentication.ts']),
    );
    expect(reached).not.toContain('data/leads/calls.ts');
    expect(reached).not.toContain('api/index.ts');
    const api = walk(join(SRC, 'api', 'index.ts'));
    expect([...api.keys()].map((file) => relative(SRC, file))).toContain('data/leads/calls.ts');
    const banned = [...api.values()]
      .flat()
      .filter((name) => FORBIDDEN.some((b) => name === b || name.startsWith(`${b}/`)));
    expect(banned).toEqual([]);
  });

  it('keeps every feature folder of @atelier/shared/data (calls, keys, hooks) free of Zod', () => {
    const features = readdirSync(join(SRC, 'data'), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(SRC, 'data', entry.name, 'index.ts')),
      )
      .map((entry) => entry.name);
    expect(features).toContain('leads');
    for (const feature of features) {
      const graph = walk(join(SRC, 'data', feature, 'index.ts'));
      const banned = [...graph.values()]
        .flat()
        .filter((name) => name === 'zod' || name.startsWith('zod/'));
      expect(banned, feature).toEqual([]);
    }
  });
});
