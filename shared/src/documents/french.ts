/**
 * French typography for generated text (PDFs, e-mails, document views): a narrow no-break
 * space (U+202F) before the double punctuation, and elision of "de"/"le" before a vowel.
 */
export const NNBSP = '\u202f';

/** `Échéance :` — a label followed by a colon as each language writes it. */
export const colon = (language: 'en' | 'fr', label: string): string =>
  language === 'fr' ? `${label}${NNBSP}:` : `${label}:`;

/**
 * French text with a narrow no-break space before ":", ";", "!" and "?" (replacing a plain or
 * no-break space already there), and inside « ». Leaves times ("14:05") and URLs alone: only a
 * mark that follows a letter, a digit, a closing bracket (or a template's `}}`) and is followed
 * by a space or the end is changed.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/([\p{L}\p{N})\]}»%])[ \u00a0\u202f]?([:;!?])(?=\s|$)/gu, `$1${NNBSP}$2`)
    .replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`);
}

const ELIDES = /^[aeiouœæàâäéèêëîïôöùûü]/i;

/** Whether French elides a word before `name` ("d’Atelier", "l’Agence"). A name starting with "h" or "y" is left whole. */
export const startsWithVowel = (name: string): boolean => ELIDES.test(name.trim());

/** "de Marie", "d’Atelier": the preposition "de" before a name, elided before a vowel. */
export const frenchOf = (name: string): string =>
  startsWithVowel(name) ? `d’${name.trim()}` : `de ${name.trim()}`;
