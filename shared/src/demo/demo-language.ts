import type { Language } from '../i18n/languages';
import { shownLanguage } from '../i18n/shown-language';

/**
 * The language the demo data speaks: the product's shown language, read on each answer like
 * demoAgencyName, so a switch shows in the next answer. The sample names stay; the words
 * (notes, descriptions, task names, clauses, event titles) come in the reader's language.
 */
export const demoLanguage = (): Language => shownLanguage();

/** A demo text given in both languages. */
export type DemoWords<T = string> = Readonly<Record<Language, T>>;

/** `words` in the demo's language now. */
export const inDemoLanguage = <T>(words: DemoWords<T>): T => words[demoLanguage()];

/**
 * `value` (a demo answer) with each sample text in it replaced by its French twin of `french`
 * (keyed by the English text) for a French reader; untouched in English. Names, files and
 * codes are never keys, so they stay.
 */
export function wordedForReader<T>(value: T, french: ReadonlyMap<string, string>): T {
  if (demoLanguage() !== 'fr') return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return french.get(item) ?? item;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}
