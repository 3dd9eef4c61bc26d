import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | string[] | Tree };

// Plural forms differ by language (French has a "many" form), so they compare by base key.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name.replace(PLURAL_SUFFIX, ''), value);
    else if (Array.isArray(value)) entries.set(name, value.join('\n'));
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);
const french = flatten(fr as Tree);

describe('public translations', () => {
  it('have the same keys in English and French', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(french.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('hold every literal key the code asks for', () => {
    const sourceRoot = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    const missing: string[] = [];
    for (const file of files) {
      const code = readFileSync(path.join(sourceRoot, file), 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        const key = match[1] ?? '';
        if (!english.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
