/**
 * The alt text in the reader's language (`fr`, `fr-CA` → French, anything else English), the
 * other language's when that one is missing: a meaningful image is never left unnamed. Its own
 * module, importing nothing, so the public layout, the records and `@atelier/shared/picture`
 * use it without the contract's schemas (zod).
 */
export function altIn(alt: { en: string; fr: string }, language: string | undefined): string {
  const isFrench = language?.toLowerCase().startsWith('fr') === true;
  return (isFrench ? alt.fr : alt.en).trim() || (isFrench ? alt.en : alt.fr).trim();
}
