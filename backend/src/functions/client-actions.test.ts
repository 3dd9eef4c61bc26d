import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allFunctions } from './index.ts';

/**
 * The browser names functions and actions as strings: in `shared/src/api` (a `*_FUNCTION` with
 * its `*_ACTIONS` list, which types the wrapper's `call`), and in the remotes' own wrappers
 * (`callFunction(FUNCTION, 'action', …)`, `registerDemoHandler(…)`). Read from the source, each
 * must be an action the server registers: a renamed or removed action fails here, not in a
 * user's browser as "Function not available".
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FRONT_END = ['shared/src', 'shell/src', ...appFolders()];

function appFolders(): string[] {
  return readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-'))
    .map((name) => `${name}/src`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [relative] : [];
  });
}

type Named = { file: string; fn: string; action: string };

/** The string constants of a file (`const FUNCTION = 'content'`), by name. */
function constants(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/const ([A-Z][A-Z_]*) = '([a-z][a-z-]*)'(?: as const)?;/g)) {
    found.set(match[1] as string, match[2] as string);
  }
  return found;
}

/** Every (function, action) a front-end file names. */
function namedActions(file: string): Named[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const strings = constants(source);
  const fnOf = (token: string) =>
    token.startsWith("'") ? token.slice(1, -1) : (strings.get(token) ?? `<unknown ${token}>`);
  const named: Named[] = [];
  const calls =
    /(?:callFunction|registerDemoHandler)(?:<[\s\S]*?>)?\(\s*([A-Z][A-Z_]*|'[a-z-]+')\s*,\s*'([a-z_]+)'/g;
  for (const match of source.matchAll(calls)) {
    named.push({ file, fn: fnOf(match[1] as string), action: match[2] as string });
  }
  for (const match of source.matchAll(/export const ([A-Z_]+)_ACTIONS = \[([^\]]*)\]/g)) {
    const prefix = match[1] as string;
    const fn =
      strings.get(`${prefix}_FUNCTION`) ??
      strings.get(`${prefix}S_FUNCTION`) ??
      [...strings.entries()].find(([name]) => name.endsWith('_FUNCTION'))?.[1] ??
      `<no function for ${prefix}_ACTIONS>`;
    for (const action of (match[2] as string).matchAll(/'([a-z_]+)'/g)) {
      named.push({ file, fn, action: action[1] as string });
    }
  }
  return named;
}

const registered = new Set(
  allFunctions.flatMap((definition) =>
    [...definition.actions.keys()].map((action) => `${definition.name}#${action}`),
  ),
);
const named = FRONT_END.flatMap(sourceFiles).flatMap(namedActions);

describe('the actions the browser names', () => {
  it('are read from the source (every shared wrapper and the remotes’ own calls)', () => {
    const files = new Set(named.map((each) => each.file));
    for (const api of sourceFiles('shared/src/api')) {
      const source = readFileSync(path.join(ROOT, api), 'utf8');
      if (/_ACTIONS = \[/.test(source)) expect(files).toContain(api);
    }
    expect(files).toContain('remote-admin/src/features/content/api.ts');
    expect(files).toContain('remote-public/src/features/newsletter/api.ts');
    expect(new Set(named.map((each) => `${each.fn}#${each.action}`)).size).toBeGreaterThan(150);
  });

  it('are all registered by the server', () => {
    const missing = named
      .filter((each) => !registered.has(`${each.fn}#${each.action}`))
      .map((each) => `${each.fn}#${each.action} (${each.file})`);
    expect(missing).toEqual([]);
  });
});
