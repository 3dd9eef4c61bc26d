import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAILURE_REASONS, FIELD_CODES } from '../contract/failure-reasons';
import en from './errors/en.json';
import fr from './errors/fr.json';

type Section = Record<string, string>;
const LANGUAGES = { en, fr } as Record<string, Record<string, Section>>;

/** A sentence for `name` in `section`: itself, a context of it, or its plural forms. */
const sentencesOf = (section: Section, name: string): string[] =>
  Object.entries(section)
    .filter(([key]) => key === name || key.startsWith(`${name}_`))
    .map(([, text]) => text);

/** Every code the backend answers with (backend/src/errors.ts `errorStatus`). */
function backendCodes(): string[] {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const source = readFileSync(path.join(root, 'backend/src/errors.ts'), 'utf8');
  const table = source.slice(source.indexOf('errorStatus = {'), source.indexOf('} as const'));
  return [...table.matchAll(/^\s+([A-Z_]+): \d{3},$/gm)].map((match) => match[1] as string);
}

describe('the errors namespace', () => {
  it.each(Object.keys(LANGUAGES))('has a %s sentence for every failure reason', (language) => {
    const reasons = LANGUAGES[language]?.reason ?? {};
    const missing = FAILURE_REASONS.filter((reason) => sentencesOf(reasons, reason).length === 0);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES))('has a %s sentence for every field code', (language) => {
    const fields = LANGUAGES[language]?.field ?? {};
    expect(FIELD_CODES.filter((code) => sentencesOf(fields, code).length === 0)).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES))(
    'has a %s sentence for every code the server sends',
    (language) => {
      const codes = backendCodes();
      expect(codes.length).toBeGreaterThan(20);
      const known = LANGUAGES[language]?.code ?? {};
      expect(codes.filter((code) => !known[code])).toEqual([]);
    },
  );

  it('has no sentence for a reason that does not exist', () => {
    const stems = new Set<string>(FAILURE_REASONS);
    const orphans = Object.keys(en.reason).filter(
      (key) => ![...stems].some((reason) => key === reason || key.startsWith(`${reason}_`)),
    );
    expect(orphans).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [section, strings] of Object.entries(en as Record<string, Section>)) {
      for (const [key, text] of Object.entries(strings)) {
        const stem = key.replace(/_(one|other)$/, '');
        const french = (fr as Record<string, Section>)[section] ?? {};
        const candidates = sentencesOf(french, stem);
        expect(candidates.length, `${section}.${key}`).toBeGreaterThan(0);
        const wanted = new Set(placeholders(text).filter((name) => name !== 'count'));
        const frenchText = french[key] ?? candidates[0] ?? '';
        // A French formatter may follow the name: `{{name, de}}` ("d’Anne").
        for (const name of wanted)
          expect(frenchText, `${section}.${key}`).toMatch(new RegExp(`{{${name}(, \\w+)?}}`));
      }
    }
  });

  it('writes French typography: narrow no-break space before : ; ! ? and curly apostrophes', () => {
    for (const strings of Object.values(fr as Record<string, Section>)) {
      for (const text of Object.values(strings)) {
        expect(text).not.toContain("'");
        expect(text).not.toMatch(/[^\u202f][:;!?](\s|$)/);
      }
    }
  });
});
