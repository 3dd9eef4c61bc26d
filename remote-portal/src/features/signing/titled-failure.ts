import { colon } from '@atelier/shared/glossary';
import type { TFunction } from 'i18next';

/**
 * "The contract could not be signed: …" / "Le contrat n’a pas pu être signé : …": a failure's
 * title and its wording joined by a colon as the page's language writes it (a narrow no-break
 * space before it in French).
 */
export function titledFailure(
  t: TFunction,
  language: string | undefined,
  titleKey: string,
  failure: { key: string } | { text: string },
): string {
  const title = t(titleKey);
  const reason = 'key' in failure ? t(failure.key) : failure.text;
  return `${colon(language?.toLowerCase().startsWith('fr') ? 'fr' : 'en', title)} ${reason}`;
}
