import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The English sentences of every locale (shell, remotes, feature folders, shared) that French
 * words differently, for the spec that fails when one of them shows on a French page.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PACKAGE = /^(shell|shared|remote-[a-z]+)$/;

/** A sentence to look for, and where it comes from (`file#key`). */
export type EnglishString = { text: string; source: string };

function localeFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales' && existsSync(path.join(full, 'en.json'))) found.push(full);
    else localeFolders(full, found);
  }
  return found;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

const readJson = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};

/** Spaces as the page's text has them (Intl's no-break spaces included), one at a time. */
export const normalise = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A language of the locale files. */
export type Language = 'en' | 'fr';

/**
 * The fixed parts of a value of `language` (what lies between its `{{values}}` and tags) long
 * enough to be a sentence of the UI rather than a word that data could also hold: at least two
 * words and 8 characters. A part that the other language also uses somewhere (a brand,
 * "E-mail", "Notes") is no sign of a missing translation and is left out.
 */
export function localeStrings(language: Language): EnglishString[] {
  const other = language === 'en' ? 'fr' : 'en';
  const otherTexts: string[] = [];
  const candidates: EnglishString[] = [];
  const packages = readdirSync(repoRoot).filter((name) => PACKAGE.test(name));
  for (const folder of packages.flatMap((name) => localeFolders(path.join(repoRoot, name)))) {
    const own = flatten(readJson(path.join(folder, `${language}.json`)), '', new Map());
    const theirs = flatten(readJson(path.join(folder, `${other}.json`)), '', new Map());
    for (const value of theirs.values()) otherTexts.push(normalise(value));
    for (const [key, value] of own) {
      if (normalise(value) === normalise(theirs.get(key) ?? '')) continue;
      for (const part of value.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
        const text = normalise(part).replace(/^[\s,.:;·—–-]+|[\s,:;·—–-]+$/g, '');
        if (text.length < 8 || !text.includes(' ')) continue;
        candidates.push({
          text,
          source: `${path.relative(repoRoot, folder)}/${language}.json#${key}`,
        });
      }
    }
  }
  const otherText = otherTexts.join('\n');
  const seen = new Set<string>();
  return candidates.filter(({ text }) => {
    if (seen.has(text) || otherText.includes(text)) return false;
    seen.add(text);
    return true;
  });
}

/** The English sentences to look for on a French page. */
export const englishStrings = (): EnglishString[] => localeStrings('en');
