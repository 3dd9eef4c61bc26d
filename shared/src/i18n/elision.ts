import type { i18n as I18n } from 'i18next';
import { frenchOf } from '../documents/french';

/**
 * `{{agency, de}}` in a French string: "de" before a name, elided before a vowel ("d’Atelier",
 * "de Studio X"). French strings that interpolate a name after "de" use it; call this once on
 * every i18next instance that renders them (the shell's, remote-public's server render, tests).
 */
export function addElisionFormatters(instance: I18n): void {
  instance.services.formatter?.add('de', (value: unknown) => frenchOf(String(value ?? '')));
}
