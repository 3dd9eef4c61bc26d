/**
 * The server render of remote-public's pages, built as a self-contained Node bundle
 * (`dist/server/render.mjs`, rsbuild.server.config.ts) beside the browser build of the same
 * commit. The shell's server loads it from this remote's URL (config.json), so a redeployed
 * remote changes the HTML with no shell rebuild. Same routes, same components, same strings
 * as the browser: the shell then replaces this markup with an identical tree.
 */
import '../i18n';
import {
  AuthContext,
  type AuthContextValue,
  addElisionFormatters,
  LANGUAGE_MARKERS,
  loadErrorStrings,
  NotFoundPage,
  preloadLazyPage,
  SUPPORTED_LANGUAGES,
  setRuntimeConfig,
  translationsReady,
} from '@atelier/shared';
import type { PublicSite } from '@atelier/shared/contract';
import i18next, { type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { matchPath, matchRoutes, type RouteObject, StaticRouter, useRoutes } from 'react-router';
import { type PostedForm, PostedFormContext } from '../common/posted-form';
import { pageMeta } from '../common/use-page-title';
import { embeddedContentScript } from '../content/published';
import { ISLAND } from '../islands/estimator-attributes';
import { languageAlternates } from '../layout/LanguageLink';
import routes from '../routes';
import { agencyWords, withAgencyWords } from '../site/agency-words';
import { isInMaintenance, isUnpublished, redirectOf } from '../site/site-rules';
import { EMBEDDED_SITE_ID, siteForServer } from '../site/site-store';
import { toBrowserClassNames } from './class-names';
import { answerFormPost } from './forms';
import { CLIENT_PAGES, type ServerPage, serverPageOf, titleOf } from './server-pages';

export type RenderInput = {
  /** Path and query of the request, e.g. `/services?lng=fr`. */
  url: string;
  /**
   * The public site's origin (`ATELIER_SITE_URL`, e.g. `https://agency.example`), for the
   * absolute addresses search engines want (`hreflang`); without it they are paths.
   */
  origin?: string;
  /** `en` or `fr`; anything else renders English. */
  locale: string;
  backendUrl: string;
  publicKey: string;
  /** Aborts the render (the shell's timeout). */
  signal?: AbortSignal;
  /** A form sent without the page's script, drawn again with its values and messages. */
  posted?: PostedForm;
};

/**
 * What the host answers: a page (200), the not-found page (404, for a path no page has or a
 * page an admin unpublished), a redirect saved in Site Management (301 permanent, 302 not), or
 * — 404 with no HTML, as the first bundles answered — a page the browser alone renders, for
 * which the host serves the shell's `index.html`.
 */
export type RenderResult =
  | {
      /** 400, 429, 503: a form sent without the page's script, drawn again (`submit`). */
      status: 200 | 400 | 404 | 429 | 503;
      html: string;
      head: string;
      lang: string;
      /** Islands the page runs inline before the takeover (`src/islands`). */
      scripts?: string[];
    }
  | { status: 301 | 302 | 303; location: string; html: ''; head: ''; lang: string };

const clientSide = (lang: string): RenderResult => ({ status: 404, html: '', head: '', lang });

/** The session a server render assumes: nobody is signed in (a session lives in the browser). */
const SIGNED_OUT: AuthContextValue = {
  status: 'signed_out',
  user: null,
  isAdmin: false,
  isAdminBypass: false,
  signOut: async () => undefined,
};

/** Every language's strings, loaded once per process into the bundle's own i18next. */
const stringsReady = (async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // So that i18next resolves to a language before the routes module's namespaces have any.
    ns: ['language'],
    resources: LANGUAGE_MARKERS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  addElisionFormatters(i18next);
  for (const language of SUPPORTED_LANGUAGES) {
    await i18next.changeLanguage(language);
    // The forms answered here word their refusals with the shared sentences.
    await loadErrorStrings();
    await translationsReady();
  }
})();

/** Requests take turns to set the language their page loaders read (see `startPreloads`). */
let languageTurn: Promise<unknown> = Promise.resolve();

/**
 * Starts loading the page modules of `pathname`, so that nothing suspends: the HTML is then
 * the page itself, not a spinner followed by a streamed replacement (an inline script). A
 * route's loader may load content for the language i18next shows (remote-public's published
 * content does), so the language is set and the loaders started in one turn per request.
 */
function startPreloads(pathname: string, lang: string): Promise<Promise<void>[]> {
  const turn = languageTurn.then(async () => {
    await i18next.changeLanguage(lang);
    return (matchRoutes(routes, pathname) ?? []).map((match) =>
      preloadLazyPage(match.route.element),
    );
  });
  languageTurn = turn.catch(() => undefined);
  return turn;
}

/** The site's routes with the not-found page the shell appends to them (RemoteArea.tsx). */
const SERVER_ROUTES: RouteObject[] = routes.map((route) =>
  route.index
    ? route
    : { ...route, children: [...(route.children ?? []), { path: '*', element: <NotFoundPage /> }] },
);

function Routes() {
  return useRoutes(SERVER_ROUTES);
}

/** The not-found page's head: its title, and no index for search engines. */
function notFoundHead(lang: string): string {
  const title = i18next.getFixedT(lang, 'common')('notFound.title');
  return `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The head a crawler reads: the page's title, description and social tags, as the browser sets them. */
function headOf(
  page: ServerPage,
  query: URLSearchParams,
  site: PublicSite | null,
  lang: string,
  t: TFunction<'public'>,
): string {
  const meta = pageMeta(titleOf(page, query), site, lang, t);
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}">`);
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}">`);
  }
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
  return tags.join('');
}

/** An http(s) origin, or '' for anything else (the addresses then stay paths). */
const originOf = (origin: string | undefined): string => {
  if (!origin) return '';
  try {
    const parsed = new URL(origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
};

/** The page in each language, for search engines (`hreflang` alternates): absolute addresses. */
const alternatesOf = (url: URL, origin: string | undefined): string =>
  languageAlternates(url.pathname, url.search)
    .map(
      (each) =>
        `<link rel="alternate" hreflang="${each.hreflang}" href="${escapeHtml(originOf(origin) + each.href)}">`,
    )
    .join('');

/** The estimator's island, built before this bundle (`rsbuild.island.config.ts`). */
declare const __ESTIMATOR_ISLAND__: string | null | undefined;
const ESTIMATOR_ISLAND = typeof __ESTIMATOR_ISLAND__ === 'string' ? __ESTIMATOR_ISLAND__ : null;

/** The islands of the page drawn: the estimator's where its markup asks for it. */
const islandsFor = (html: string): string[] =>
  ESTIMATOR_ISLAND && html.includes(`${ISLAND.root}=""`) ? [ESTIMATOR_ISLAND] : [];

/** Renders one public page to HTML, all of its lazily loaded page module included. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const lang = (SUPPORTED_LANGUAGES as readonly string[]).includes(input.locale)
    ? input.locale
    : 'en';
  const url = new URL(input.url, 'http://server.invalid');
  const pathname = url.pathname;
  // A preview link shows a draft: that is the browser's to load (ensurePageContent reads the
  // token), never this process's, whose texts every visitor's render shares.
  if (url.searchParams.has('preview')) return clientSide(lang);
  if (CLIENT_PAGES.some((pattern) => matchPath(pattern, pathname))) return clientSide(lang);
  const page = serverPageOf(pathname);
  await stringsReady;
  setRuntimeConfig({ backendUrl: input.backendUrl, publicKey: input.publicKey, remotes: {} });
  // The site's navigation, maintenance and pages, as the browser will start from (embedded).
  const [site] = await Promise.all([siteForServer(), ...(await startPreloads(pathname, lang))]);
  const redirect = redirectOf(site, pathname);
  if (redirect !== null) {
    return {
      status: redirect.permanent ? 301 : 302,
      // A path of the site keeps the query it was asked with (campaign tags, a language).
      location: redirect.to + (redirect.to.startsWith('/') ? url.search : ''),
      html: '',
      head: '',
      lang,
    };
  }
  // The site in maintenance is the browser's to show (its message replaces the pages).
  if (isInMaintenance(site, pathname)) return clientSide(lang);
  const isNotFound = !page || isUnpublished(site, pathname);
  // Its strings name the agency this site belongs to (Settings), its head included.
  const instance = i18next.cloneInstance({
    lng: lang,
    interpolation: withAgencyWords(i18next.options.interpolation, agencyWords(site)),
  });
  await instance.changeLanguage(lang);
  const tree: ReactNode = (
    <I18nextProvider i18n={instance}>
      <AuthContext.Provider value={SIGNED_OUT}>
        <PostedFormContext.Provider value={input.posted ?? null}>
          <StaticRouter location={input.url}>
            <Routes />
          </StaticRouter>
        </PostedFormContext.Provider>
      </AuthContext.Provider>
    </I18nextProvider>
  );
  // React outlines a boundary larger than `progressiveChunkSize` (a spinner now, its content
  // by an inline script later): this HTML is sent whole, so no boundary is ever outlined.
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: input.signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // A form sent before the browser's script has taken over posts (and the shell's server sends
  // it back to the page) instead of putting its fields, a password maybe, in the URL.
  const html = toBrowserClassNames(await streamToString(prelude)).replace(
    /<form(?![^>]*\smethod=)/g,
    '<form method="post"',
  );
  if (html.includes('<template id="B:')) {
    throw new Error(`${pathname} suspended while rendering: its HTML would be a spinner`);
  }
  const t = instance.getFixedT(lang, 'public');
  // The site and texts the takeover starts from. The shell's host takes them out of the page
  // and serves them beside it, for the early hold to put back before the takeover
  // (scripts/lib/takeover-data.ts): the markup's first bytes are the paint's.
  const embedded =
    (site
      ? `<script type="application/json" id="${EMBEDDED_SITE_ID}">${JSON.stringify(site).replace(/</g, '\\u003c')}</script>`
      : '') + (page?.content && !isNotFound ? embeddedContentScript(page.content, lang) : '');
  if (isNotFound || !page)
    return { status: 404, html, head: `${notFoundHead(lang)}${embedded}`, lang };
  return {
    status: 200,
    html,
    head: `${headOf(page, url.searchParams, site, lang, t)}${alternatesOf(url, input.origin)}${embedded}`,
    lang,
    scripts: islandsFor(html),
  };
}

export type SubmitInput = RenderInput & {
  /** The urlencoded body's fields, as the shell's host parsed them. */
  fields: Record<string, string>;
  /** The request's `Referer` and `Host` (the lead's source). */
  referrer?: string;
  host?: string;
};

/**
 * A form sent to a public page without the page's script (docs/public-rendering.md "Forms
 * without JavaScript"): `303` to where the browser would show its answer, or the page drawn
 * again with what was sent and the messages (400 when the visitor has something to fix).
 */
export async function submit(input: SubmitInput): Promise<RenderResult> {
  const lang = (SUPPORTED_LANGUAGES as readonly string[]).includes(input.locale)
    ? input.locale
    : 'en';
  setRuntimeConfig({ backendUrl: input.backendUrl, publicKey: input.publicKey, remotes: {} });
  const answer = await answerFormPost(
    {
      url: input.url,
      locale: lang,
      fields: input.fields,
      referrer: input.referrer,
      host: input.host,
      signal: input.signal,
    },
    (posted) => render({ ...input, posted }),
  );
  if (answer.kind === 'see-other') {
    return { status: 303, location: answer.location, html: '', head: '', lang };
  }
  // A page that is not drawn (a redirect, the not-found page, a browser's page) answers as
  // it would to a GET.
  return answer.page.status === 200 ? { ...answer.page, status: answer.status } : answer.page;
}
