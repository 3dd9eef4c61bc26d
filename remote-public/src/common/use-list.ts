import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** Reads a translated list (a JSON array of strings) of this namespace. */
export function useTranslatedList() {
  const { t } = useTranslation(NAMESPACE);
  return (key: string): string[] => {
    const value: unknown = t(key, { returnObjects: true });
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  };
}
