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

const namespaces = new Map<string, NamespaceResources>();
const loads = new Map<string, Promise<void>>();

function currentLanguage(): Language {
  const resolved = i18next.resolvedLanguage ?? i18next.language ?? 'en';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as Language)
    : 'en';
}

function loadLanguage(namespace: string, language: Language): Promise<void> {
  const key = `${namespace}:${language}`;
  const existing = loads.get(key);
  if (existing) return existing;
  const source = namespaces.get(namespace)?.[language];
  if (!source) return Promise.resolve();
  const load = (
    typeof source === 'function'
      ? source().then((module) => module.default)
      : Promise.resolve(source)
  )
    .then((strings) => {
      i18next.addResourceBundle(language, namespace, strings, true, true);
    })
    .catch((error: unknown) => {
      // English stays as the fallback; a later language change tries again.
      loads.delete(key);
      console.warn(`[i18n] ${key} could not be loaded`, error);
    });
  loads.set(key, load);
  return load;
}

function loadCurrentLanguage(namespace: string): Promise<void> {
  const language = currentLanguage();
  // English is the fallback language: it must be there whatever is shown.
  return Promise.all([loadLanguage(namespace, 'en'), loadLanguage(namespace, language)]).then(
    () => undefined,
  );
}

/**
 * Adds a namespace to the shell's i18next (a federation singleton), from a remote's routes
 * module or a shared module, before or after the shell has initialised i18next. Languages given
 * as loaders are fetched only when shown, so a visitor downloads the strings of one language.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  namespaces.set(namespace, resources);
  if (i18next.isInitialized) void loadCurrentLanguage(namespace);
}

/** Resolves once every registered namespace has the current language (and English) loaded. */
export function translationsReady(): Promise<void> {
  return Promise.all([...namespaces.keys()].map(loadCurrentLanguage)).then(() => undefined);
}

i18next.on('initialized', () => {
  for (const namespace of namespaces.keys()) void loadCurrentLanguage(namespace);
});
i18next.on('languageChanged', () => {
  for (const namespace of namespaces.keys()) void loadCurrentLanguage(namespace);
});
