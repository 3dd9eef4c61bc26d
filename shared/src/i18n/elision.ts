import type { i18n as I18n } from 'i18next';
import { frenchOf, startsWithVowel } from '../documents/french';

/** "qu’Anne", "que Marc": "que" before a name, elided before a vowel. */
const frenchQue = (name: string): string =>
  startsWithVowel(name) ? `qu’${name.trim()}` : `que ${name.trim()}`;

/**
 * `{{agency, de}}` and `{{name, que}}` in a French string: the word before a name, elided
 * before a vowel ("d’Atelier", "de Studio X", "qu’Anne"). French strings that interpolate a name
 * after "de" or "que" use them; call this once on every i18next instance that renders them
 * (the shell's, remote-public's server render, tests).
 */
export function addElisionFormatters(instance: I18n): void {
  instance.services.formatter?.add('de', (value: unknown) => frenchOf(String(value ?? '')));
  instance.services.formatter?.add('que', (value: unknown) => frenchQue(String(value ?? '')));
}
