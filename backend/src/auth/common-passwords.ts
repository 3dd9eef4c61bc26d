import { dictionary } from '@zxcvbn-ts/language-common';

/*
 * Passwords that others would guess: zxcvbn's list of common passwords (49,233 entries, shipped
 * with @zxcvbn-ts/language-common) and the obvious long forms of them. Compared after NFKC
 * normalisation (as the hash is) and lower-casing.
 */

let commonPasswords: Set<string> | undefined;

/** Built on the first check, once: most processes never set a password. */
function commonSet(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords;
}

/** The digits twice around, so a run may wrap (`…7890123…`); long enough for any password. */
const digitRun = '0123456789'.repeat(14);
/** Rows of common keyboards one after the other, so a run may go on to the next row. */
const runs = [
  digitRun,
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
].flatMap((run) => [run, [...run].reverse().join('')]);

/** The shortest keyboard or alphabet run, or common word, counted inside a long form. */
const MIN_RUN = 4;

/** One character, or a unit of up to three, repeated (`aaaaaaaaaaaa`, `abcabcabcabc`). */
const isRepetition = (text: string): boolean => /^(.{1,3})\1+$/su.test(text);

const isRun = (text: string): boolean =>
  [...text].length >= MIN_RUN && runs.some((run) => run.includes(text));

const isTrivial = (text: string): boolean =>
  commonSet().has(text) || isRepetition(text) || isRun(text);

/** Digits, punctuation, symbols and spaces: what people put around a word to make it longer. */
const affix = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/**
 * True for a common password (whatever its case), a single repeated character or short unit,
 * a run of sequential digits or keyboard keys, and any of these with digits or symbols before
 * or after it (`password1234`, `qwertyuiop123`, `Password!!!!`, `1234567890!!`).
 */
export function isCommonPassword(password: string): boolean {
  const normalized = password.normalize('NFKC').toLowerCase();
  if (isTrivial(normalized)) return true;
  const core = normalized.replace(affix, '');
  if (core === '') {
    // Only digits and symbols: the digits alone, e.g. a digit run with `!!` after it.
    const digits = normalized.replace(/[^\p{N}]/gu, '');
    return digits !== '' && isTrivial(digits);
  }
  return core !== normalized && [...core].length >= MIN_RUN && isTrivial(core);
}
