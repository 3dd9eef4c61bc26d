import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './register-namespace';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = [
  'shared',
  'shell',
  'remote-public',
  'remote-portal',
  'remote-admin',
  'remote-automation',
];

function findLocaleDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (entry === 'locales') found.push(full);
    else found.push(...findLocaleDirs(full));
  }
  return found;
}

/** Plural forms differ by language (French has `_many`, English not): compare the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [prefix.replace(PLURAL_SUFFIX, '')];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const localeDirs = PACKAGES.flatMap((pkg) => findLocaleDirs(path.join(repoRoot, pkg, 'src')));

describe('translations', () => {
  it('exist for every app', () => {
    const owners = new Set(
      localeDirs.map((dir) => path.relative(repoRoot, dir).split(path.sep)[0]),
    );
    expect([...owners].sort()).toEqual([...PACKAGES].sort());
  });

  describe.each(localeDirs.map((dir) => [path.relative(repoRoot, dir), dir]))(
    '%s',
    (_name, dir) => {
      const keysByLanguage = Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => {
          const file = path.join(dir, `${language}.json`);
          const keys = existsSync(file) ? flattenKeys(JSON.parse(readFileSync(file, 'utf8'))) : [];
          return [language, new Set(keys)];
        }),
      );

      it.each(SUPPORTED_LANGUAGES)('has a %s file', (language) => {
        expect(existsSync(path.join(dir, `${language}.json`))).toBe(true);
      });

      it.each(
        SUPPORTED_LANGUAGES.flatMap((a) =>
          SUPPORTED_LANGUAGES.filter((b) => b !== a).map((b) => [a, b]),
        ),
      )('has every %s key in %s too', (from, to) => {
        const missing = [...(keysByLanguage[from] ?? [])].filter(
          (key) => !keysByLanguage[to]?.has(key),
        );
        expect(missing).toEqual([]);
      });
    },
  );
});
