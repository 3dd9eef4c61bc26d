import { markLanguageChosen, SUPPORTED_LANGUAGES } from '@atelier/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NAMESPACE } from '../i18n';

/** Each language's name in itself: what a reader of that language looks for. */
const ENDONYMS: Record<string, string> = { en: 'English', fr: 'Français' };

/**
 * The address of `pathname` + `search` in `language`: the same page with `?lng=` (which the
 * server reads first, scripts/lib/ssr-html.ts `requestLanguage`), the rest of the query kept.
 */
export function languageHref(pathname: string, search: string, language: string): string {
  const query = new URLSearchParams(search);
  query.set('lng', language);
  return `${pathname}?${query.toString()}`;
}

/**
 * The page in each language (`?lng=`, what the language link follows), and the address
 * without it as the default (the visitor's own language): the `hreflang` alternates.
 */
export function languageAlternates(
  pathname: string,
  search: string,
): { hreflang: string; href: string }[] {
  const query = new URLSearchParams(search);
  query.delete('lng');
  const rest = query.toString();
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({
      hreflang: language,
      href: languageHref(pathname, rest, language),
    })),
    { hreflang: 'x-default', href: pathname + (rest ? `?${rest}` : '') },
  ];
}

/** The language the page is not in (the site has two). */
export function otherLanguage(current: string): string {
  return SUPPORTED_LANGUAGES.find((language) => language !== current) ?? 'en';
}

/**
 * The public site's language choice: a link to this page in the other language, which the
 * server draws in that language, so it works before (or without) any script. Once the page is
 * the shell's, a plain click switches the language in place, as the admin's switcher does, and
 * takes `?lng=` out of the address (it would win over the choice on the next load).
 */
export function LanguageLink({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const target = otherLanguage(current);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    // The visitor's own choice: no page switches it to a record's language again.
    markLanguageChosen();
    void i18n.changeLanguage(target);
    const query = new URLSearchParams(search);
    if (query.has('lng')) {
      query.delete('lng');
      const rest = query.toString();
      void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    }
  };

  return (
    <a
      href={languageHref(pathname, search, target)}
      hrefLang={target}
      className={className}
      onClick={onClick}
    >
      <span className="at-visually-hidden">{t('layout.language')} </span>
      <span lang={target}>{ENDONYMS[target] ?? target}</span>
    </a>
  );
}
