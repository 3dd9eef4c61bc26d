import i18next from 'i18next';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** One namespace's strings in every language the product ships. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

/**
 * Adds a namespace to the shell's i18next (a federation singleton). Works before or after
 * the shell has initialised i18next, so a remote can register from its routes module.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  const add = () => {
    for (const language of SUPPORTED_LANGUAGES) {
      i18next.addResourceBundle(language, namespace, resources[language], true, true);
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
