/** The languages the site is written in (the shell's and the remotes' `SUPPORTED_LANGUAGES`). */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
