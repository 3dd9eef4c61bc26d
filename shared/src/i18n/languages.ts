/**
 * The languages the site is written in. Dependency-free, so the shell's host (scripts/lib,
 * which draws a server-rendered page's language) reads the same list as the apps.
 */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
