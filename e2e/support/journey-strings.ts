import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_GLOSSARY, SIGNED_CONTRACT_WORDS } from '../../shared/src/documents/glossary.ts';
import { type EnglishString, type Language, localeStrings, normalise } from './locale-strings';

/**
 * The words of one language that the other never writes, for the journeys' e-mails, PDFs and
 * pages (e2e/tests/i18n/french-journeys.spec.ts, issue 34): the locales' sentences
 * (locale-strings.ts), the built-in mail templates' (backend/src/mail/templates/<language>/,
 * read as text) and the document glossary's words (@atelier/shared/glossary), each also as a
 * single word, since a document's "Invoice" or "Subtotal" is never data.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const TEMPLATES = path.join(repoRoot, 'backend/src/mail/templates');

/** Brand names and code that both languages write the same way. */
const ALLOWED = new Set(['Atelier', 'SHA-256', 'PDF', 'IP']);

/** A template file's string literals ('…' or "…"), its imports left out. */
function literals(file: string): string[] {
  const source = readFileSync(file, 'utf8').replace(/^import .*$/gm, '');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/\\(.)/g, (_, char: string) =>
      char === 'n' ? '\n' : char,
    ),
  );
}

/** A function's argument, left as a gap like a template's value. */
const MARK = '{{value}}';

/** The glossary's texts of `language`, a function's arguments left as gaps. */
function glossaryTexts(language: Language): string[] {
  const words: unknown[] = [
    ...Object.values(DOCUMENT_GLOSSARY[language]),
    ...Object.values(SIGNED_CONTRACT_WORDS[language]),
  ];
  return words.map((word) =>
    typeof word === 'function'
      ? String((word as (...a: string[]) => string)(MARK, MARK))
      : String(word),
  );
}

/** The fixed parts of a text: between its `{{values}}`, sections and gaps. */
const parts = (text: string): string[] =>
  text
    .split(/\{\{[^}]*\}\}|\n/)
    .map((part) => normalise(part).replace(/^[\s,.:;·—–(-]+|[\s,:;·—–(-]+$/g, ''))
    .filter((part) => part.length > 0);

/** Where `text` occurs as whole words (not inside a longer word). */
const wholeWords = (text: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  );

function ownTexts(language: Language): Array<{ texts: string[]; source: string }> {
  const folder = path.join(TEMPLATES, language);
  return [
    ...readdirSync(folder).map((file) => ({
      texts: literals(path.join(folder, file)),
      source: `backend/src/mail/templates/${language}/${file}`,
    })),
    { texts: glossaryTexts(language), source: `shared/src/documents/glossary.ts#${language}` },
  ];
}

/**
 * `isWord`: a single word (of a template or the glossary), looked for in e-mails and documents
 * only: a page or a dialog also shows data (a client named "Contract Client"), which may hold
 * any word; their sentences are looked for everywhere.
 */
export type Needle = EnglishString & { pattern: RegExp; isWord: boolean };

/**
 * What `language` writes and the other language never does: the locales' sentences, and the
 * templates' and glossary's sentences (two words, 8 characters) and words (4 letters or more).
 */
export function languageStrings(language: Language): Needle[] {
  const other = language === 'en' ? 'fr' : 'en';
  const otherCorpus = [
    ...ownTexts(other).flatMap(({ texts }) => texts.flatMap(parts)),
    ...localeStrings(other).map(({ text }) => text),
  ].join('\n');
  const seen = new Set<string>();
  const found: Needle[] = [];
  const add = (text: string, source: string, isWord = false) => {
    if (seen.has(text) || ALLOWED.has(text)) return;
    seen.add(text);
    const pattern = wholeWords(text);
    if (!pattern.test(otherCorpus)) found.push({ text, source, pattern, isWord });
  };
  for (const { text, source } of localeStrings(language)) add(text, source);
  for (const { texts, source } of ownTexts(language)) {
    for (const part of texts.flatMap(parts)) {
      const sentence = part.length >= 8 && part.includes(' ');
      const word =
        /^\p{Lu}[\p{L}’'-]{3,}$/u.test(part) || (source.includes('glossary') && part.length >= 3);
      if ((sentence || word) && /\p{L}{2}/u.test(part)) add(part, source, !sentence);
    }
  }
  return found;
}

export type Finding = { where: string; text: string; source: string; context: string };

/**
 * The strings of `needles` that `shown` contains (spaces compared one for one), in context;
 * single words only in a text that shows no data of its own (`withWords`: e-mails, documents).
 */
export function foundIn(
  shown: string,
  where: string,
  needles: Needle[],
  withWords = true,
): Finding[] {
  const text = normalise(shown);
  return needles.flatMap(({ text: found, source, pattern, isWord }) => {
    if (isWord && !withWords) return [];
    const at = pattern.exec(text)?.index;
    if (at === undefined) return [];
    const context = text.slice(Math.max(0, at - 60), at + found.length + 60);
    return [{ where, text: found, source, context }];
  });
}
