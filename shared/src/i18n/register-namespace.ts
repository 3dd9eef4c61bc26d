import i18next from 'i18next';
import { type Language, SUPPORTED_LANGUAGES } from './languages';

export {
  hasChosenLanguage,
  LANGUAGE_CHOSEN_KEY,
  LANGUAGE_DETECTION,
  type Language,
  markLanguageChosen,
  SUPPORTED_LANGUAGES,
} from './languages';

/**
 * `i18next.init` resources of one string in each language (namespace `language`). Without a
 * string in the visitor's language, i18next resolves to English, and the namespaces, which load
 * for the resolved language, would load English only: start i18next with these.
 */
export const LANGUAGE_MARKERS = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, { language: { code: language } }]),
);

type Strings = Record<string, unknown>;
/** A language's strings, bundled or fetched only when that language is shown. */
export type NamespaceSource = Strings | (() => Promise<{ default: Strings }>);
/** One namespace's strings in every language the product ships. */
export type NamespaceResources = Record<Language, NamespaceSource>;

/** A part of a namespace: its strings in each language, fetched when first used. */
export type NamespacePartResources = Record<Language, () => Promise<{ default: Strings }>>;

/**
 * What is loaded for the shown language (and English): each registered namespace under its
 * name, and each namespace part already asked for under `namespace/part`.
 */
const sources = new Map<string, { namespace: string; resources: NamespaceResources }>();
const loads = new Map<string, Promise<void>>();

function currentLanguage(): Language {
  const resolved = i18next.resolvedLanguage ?? i18next.language ?? 'en';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as Language)
    : 'en';
}

function loadLanguage(id: string, language: Language): Promise<void> {
  const key = `${id}:${language}`;
  const existing = loads.get(key);
  if (existing) return existing;
  const entry = sources.get(id);
  const source = entry?.resources[language];
  if (!entry || !source) return Promise.resolve();
  const load = (
    typeof source === 'function'
      ? source().then((module) => module.default)
      : Promise.resolve(source)
  )
    .then((strings) => {
      // Deep: a part's strings join the namespace's other keys.
      i18next.addResourceBundle(language, entry.namespace, strings, true, true);
    })
    .catch((error: unknown) => {
      // English stays as the fallback; a later language change tries again.
      loads.delete(key);
      console.warn(`[i18n] ${key} could not be loaded`, error);
    });
  loads.set(key, load);
  return load;
}

function loadInLanguage(id: string, language: Language): Promise<void> {
  // English is the fallback language: it must be there whatever is shown.
  return Promise.all([loadLanguage(id, 'en'), loadLanguage(id, language)]).then(() => undefined);
}

function loadCurrentLanguage(id: string): Promise<void> {
  return loadInLanguage(id, currentLanguage());
}

/**
 * Adds a namespace to the shell's i18next (a federation singleton), from a remote's routes
 * module or a shared module, before or after the shell has initialised i18next. Languages given
 * as loaders are fetched only when shown, so a visitor downloads the strings of one language.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  sources.set(namespace, { namespace, resources });
  if (i18next.isInitialized) void loadCurrentLanguage(namespace);
}

/**
 * Part of a namespace's strings that only some pages use (an admin area's): the returned
 * function loads them into `namespace` in the shown language and English, and resolves once
 * they are there; a page loads its parts beside its module. A part once used is kept: a
 * language change loads it in the new language too, and `translationsReady` waits for it.
 */
export function namespacePart(
  namespace: string,
  part: string,
  resources: NamespacePartResources,
): () => Promise<void> {
  const id = `${namespace}/${part}`;
  return () => {
    if (!sources.has(id)) sources.set(id, { namespace, resources });
    // Before i18next starts, its 'initialized' handler loads every source.
    return i18next.isInitialized ? loadCurrentLanguage(id) : Promise.resolve();
  };
}

/** Resolves once every namespace and used part has the current language (and English). */
export function translationsReady(): Promise<void> {
  return Promise.all([...sources.keys()].map(loadCurrentLanguage)).then(() => undefined);
}

/**
 * Loads every namespace and used part in `language` (and English), so a language switch can
 * wait for the open page's strings before it re-renders in the new language.
 */
export function loadTranslations(language: string): Promise<void> {
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) return Promise.resolve();
  return Promise.all(
    [...sources.keys()].map((id) => loadInLanguage(id, language as Language)),
  ).then(() => undefined);
}

i18next.on('initialized', () => {
  for (const id of sources.keys()) void loadCurrentLanguage(id);
});
i18next.on('languageChanged', () => {
  for (const id of sources.keys()) void loadCurrentLanguage(id);
});
