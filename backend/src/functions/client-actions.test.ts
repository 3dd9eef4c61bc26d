import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTION_DESCRIPTORS } from '@atelier/shared/actions';
import { describe, expect, it } from 'vitest';
import { allFunctions } from './index.ts';

/**
 * The browser's calls are typed by the action descriptors (`@atelier/shared/actions`): a
 * renamed action fails to compile in `callAction`. What the compiler cannot see is checked
 * here: the server implements exactly the descriptors, every call goes through `callAction`,
 * and the names written as strings (`callAction(FUNCTION, 'action', …)`, `call('action', …)`
 * through a module's `const call = actionCaller(FUNCTION)`, `registerDemoHandler(…)`, read
 * from the source) are actions the server registers, so a removed one fails here, not in a
 * user's browser as "Function not available" — a demo handler's name is no compiler's concern.
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

/** A function as a call names it: a constant of the file or a string. */
const FN = "([A-Z][A-Z_]*|'[a-z-]+')";
const DIRECT_CALL = new RegExp(
  String.raw`(?:callAction|callFunction|registerDemoHandler)(?:<[\s\S]*?>)?\(\s*${FN}\s*,\s*'([a-z_]+)'`,
  'g',
);
/**
 * A module's caller bound to one function: `const call = actionCaller(FUNCTION, …)`, or a
 * wrapper written by hand that passes its `action` on to `callAction(FUNCTION, action, …)`.
 */
const CALLER = new RegExp(
  String.raw`const (\w+) = (?:actionCaller\(\s*${FN}|<A extends [^>]+>\([^)]*\)\s*=>\s*callAction\(\s*${FN}\s*,\s*action\b)`,
  'g',
);

/** Every (function, action) a front-end file names. */
function namedActions(file: string): Named[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const strings = constants(source);
  const fnOf = (token: string) =>
    token.startsWith("'") ? token.slice(1, -1) : (strings.get(token) ?? `<unknown ${token}>`);
  const named: Named[] = [];
  for (const match of source.matchAll(DIRECT_CALL)) {
    named.push({ file, fn: fnOf(match[1] as string), action: match[2] as string });
  }
  for (const caller of source.matchAll(CALLER)) {
    const fn = fnOf((caller[2] ?? caller[3]) as string);
    const calls = new RegExp(String.raw`(?<![\w.])${caller[1]}\(\s*'([a-z_]+)'`, 'g');
    for (const match of source.matchAll(calls)) {
      named.push({ file, fn, action: match[1] as string });
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
  it('are read from the source (every file that calls an action or binds a caller)', () => {
    const files = new Set(named.map((each) => each.file));
    const calling = FRONT_END.flatMap(sourceFiles).filter(
      (file) =>
        file !== 'shared/src/api/call-function.ts' &&
        /\b(?:callAction|actionCaller)\(/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(calling.length).toBeGreaterThan(20);
    expect(calling.filter((file) => !files.has(file))).toEqual([]);
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

describe('the action descriptors', () => {
  it('are what the server implements: every function, every action, no other', () => {
    const served = Object.fromEntries(
      allFunctions.map((fn) => [fn.name, [...fn.actions.keys()].sort()]),
    );
    const described = Object.fromEntries(
      Object.values(FUNCTION_DESCRIPTORS).map((fn) => [fn.name, Object.keys(fn.actions).sort()]),
    );
    expect(served).toEqual(described);
    for (const fn of allFunctions) {
      const descriptor = FUNCTION_DESCRIPTORS[fn.name as keyof typeof FUNCTION_DESCRIPTORS];
      for (const [action, definition] of fn.actions) {
        expect(definition.descriptor, `${fn.name}#${action}`).toBe(
          (descriptor.actions as Record<string, unknown>)[action],
        );
      }
    }
  });

  it('type every call of the browser: none is made but through callAction', () => {
    const untyped = FRONT_END.flatMap(sourceFiles).filter((file) => {
      if (file === 'shared/src/api/call-function.ts') return false;
      return /\bcallFunction\s*(?:<[^>]*>)?\(/.test(readFileSync(path.join(ROOT, file), 'utf8'));
    });
    expect(untyped).toEqual([]);
  });
});
