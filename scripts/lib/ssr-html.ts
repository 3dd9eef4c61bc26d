/**
 * The pure parts of serving a server-rendered public page: which language the visitor reads,
 * which stylesheets the rendered markup needs, and how the render goes into the shell's own
 * `index.html` (which stays the page's frame: its entry script, its meta, its favicon).
 */
import { LANGUAGE_DETECTION, SUPPORTED_LANGUAGES } from '../../shared/src/i18n/languages';
import { inlineHash } from './csp-hash';
import { EARLY_HOLD_SCRIPT } from './early-hold';

/** The shell's client routes that are never public pages (their remotes render in the browser). */
const PRIVATE_PREFIXES = ['/admin', '/client-portal', '/sign'];

export function isPublicPath(pathname: string): boolean {
  return !PRIVATE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function supported(value: string | null | undefined): string | null {
  const language = value?.trim().slice(0, 2).toLowerCase();
  return language && (SUPPORTED_LANGUAGES as readonly string[]).includes(language)
    ? language
    : null;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The language the browser's detector would pick, from what a server sees: `?lng=`, the
 * `atelier_lng` cookie (the shell keeps the language it shows there), the detector's own
 * `i18next` cookie, then Accept-Language.
 */
export function requestLanguage(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string {
  const query = supported(
    new URL(url, 'http://shell.invalid').searchParams.get(LANGUAGE_DETECTION.lookupQuerystring),
  );
  if (query) return query;
  for (const name of ['atelier_lng', LANGUAGE_DETECTION.lookupCookie]) {
    const cookie = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
    const fromCookie = supported(cookie ? safeDecode(cookie) : null);
    if (fromCookie) return fromCookie;
  }
  for (const part of (headers['accept-language'] ?? '').split(',')) {
    const language = supported(part.split(';')[0]);
    if (language) return language;
  }
  return 'en';
}

/**
 * A stylesheet of a build. `url` is the name its app's CSS loader looks a `<style data-href>`
 * up by: `/static/css/…` for the shell (public path `/`), the file's path in the build for a
 * remote (whose public path is worked out in the browser).
 */
export type Stylesheet = { url: string; css: string };

/** Class names a stylesheet defines (`.name` in its selectors). */
function definedClasses(css: string): Set<string> {
  const withoutBodies = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set(
    [...withoutBodies.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''),
  );
}

/** Class names used by rendered markup. */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/ class="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The page's inline sheets in one `<style>`: the first carries every sheet's CSS in their order
 * (the same cascade), the others only their `data-href`, where the scripts' CSS loaders still
 * find each. One hash in the page's policy instead of one per sheet: each is ~54 bytes of
 * header, sent in the page's first round trip (`/services` had six).
 */
export function inOneStyleElement(sheets: Stylesheet[]): Stylesheet[] {
  const [first, ...rest] = sheets;
  if (!first) return [];
  return [
    { url: first.url, css: sheets.map(({ css }) => css).join('') },
    ...rest.map(({ url }) => ({ url, css: '' })),
  ];
}

/**
 * The stylesheets the markup needs before any script runs, in their order: the ones that set
 * the page's globals (`:root` tokens), and each one that styles a class of the markup no sheet
 * before it styles. A CSS module used by several pages is in several chunks' sheets, all with
 * the same rules for its classes: one of them is enough (on `/services`, 6 of 13 sheets, 7 KB
 * compressed, were only a page header's copies). A sheet left out is loaded by the takeover's
 * script if its chunk needs it. A sheet identical to one already taken (the same CSS under two
 * chunk names) comes with no CSS: it is still named in the page, so the script that would load
 * it finds it there.
 */
export function neededStylesheets(html: string, sheets: Stylesheet[]): Stylesheet[] {
  const used = usedClasses(html);
  const styled = new Set<string>();
  const seen = new Set<string>();
  return sheets.flatMap((sheet) => {
    if (seen.has(sheet.css)) return [{ url: sheet.url, css: '' }];
    const classes = [...definedClasses(sheet.css)].filter((name) => used.has(name));
    const needed = sheet.css.includes(':root') || classes.some((name) => !styled.has(name));
    if (!needed) return [];
    for (const name of classes) styled.add(name);
    seen.add(sheet.css);
    return [sheet];
  });
}

export { inlineHash };

/** The CSP source of an inline `<style>` body. */
export const styleHash = inlineHash;

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The CSP sources that let the markup's `style="…"` attributes apply before the page's script
 * runs: `'unsafe-hashes'` and the hash of each attribute's value (as the browser reads it). Only
 * these exact declarations are allowed; React sets styles later through the CSSOM, which CSP
 * does not restrict.
 */
export function styleAttributeSources(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/ style="([^"]*)"/g)) {
    values.add(
      (match[1] ?? '').replace(
        /&(?:amp|quot|#x27|#39|lt|gt);/g,
        (entity) => HTML_ENTITIES[entity] ?? entity,
      ),
    );
  }
  return values.size === 0 ? [] : ["'unsafe-hashes'", ...[...values].map(styleHash)];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export type PageParts = {
  /** The rendered markup of `#root`. */
  html: string;
  /** Elements for `<head>` from the render (its `<title>`). */
  head: string;
  lang: string;
  /**
   * The stylesheets inlined in `<head>`, one `<style data-href>` each (their hashes go into the
   * page's policy). The shell's and the remote's CSS loaders look for a `<style>` whose
   * `data-href` is the sheet's URL before they add a `<link>`: finding it, they add nothing,
   * and the page's style is not computed again when the script takes over.
   */
  styles: Stylesheet[];
  /**
   * Where the early hold sends the page view (`#atelier-backend`). The rest of `config.json`
   * only the takeover reads: it comes with the takeover's data (takeover-data.ts).
   */
  backend: { backendUrl: string; publicKey: string };
  /**
   * The remote's manifest, the one this markup was rendered from: the shell's federation
   * runtime reads it from the page instead of fetching it (one request and round trip less,
   * and none made before the first paint).
   */
  manifest?: { url: string; json: unknown };
  /**
   * Where the early hold fetches what only the takeover reads (takeover-data.ts), when the
   * page does not carry it.
   */
  takeoverData?: string;
  /** Scripts of the remote the page will run: fetched alongside the shell's entry. */
  preloads: string[];
  /** The integrity config.json names for some of them: their preload checks it (SRI). */
  integrity?: Record<string, string>;
  /** The remote whose markup this is (`data-server-rendered`). */
  remote: string;
  /** Islands: the addresses of scripts the page runs before the takeover (early-hold.ts loads them once painted). */
  islands?: string[];
  /** `idle`: the early hold also starts the takeover once the page is loaded and idle. */
  takeoverAt?: TakeoverAt;
};

/** When a server-rendered page is taken over: at the first gesture, or also once idle after load. */
export type TakeoverAt = 'gesture' | 'idle';

/**
 * A `<script type="application/json">` carrying `value`, inert: no `</script>` in the data can
 * close it. Data, not code: the page's policy needs no hash for it.
 */
const jsonElement = (id: string, value: unknown, attributes = '') =>
  `<script type="application/json" id="${id}"${attributes}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The manifest of the page's remote, which the shell's federation runtime reads there. */
const manifestTag = (manifest: { url: string; json: unknown }) =>
  jsonElement('atelier-manifest', manifest.json, ` data-url="${escapeAttribute(manifest.url)}"`);

/**
 * `config.json` and a remote's manifest in the page, where the shell reads them instead of
 * fetching them (`embeddedConfig` in federation/server-rendered.ts, the embedded-manifest
 * plugin).
 */
function appDataTags(config: unknown, manifest?: { url: string; json: unknown } | null): string {
  return `${jsonElement('atelier-config', config)}${manifest ? manifestTag(manifest) : ''}`;
}

/** The shell's `index.html` carrying `config.json` and, when known, the manifest of the page's remote. */
export function embedAppData(
  indexHtml: string,
  data: { config: unknown; manifest?: { url: string; json: unknown } | null },
): string {
  return indexHtml.replace('</head>', () => `${appDataTags(data.config, data.manifest)}</head>`);
}

/** The shell's `index.html` with a rendered page in its root; a page without a root is unchanged. */
export function injectPage(indexHtml: string, parts: PageParts): string {
  if (!indexHtml.includes('<div id="root"></div>')) return indexHtml;
  // index.html's own entry scripts are not started by the parser: the inline script preloads
  // them with the remote's once the markup is painted, and runs them at the visitor's first
  // gesture (early-hold.ts). Before that paint, nothing is fetched but the page itself, so
  // nothing shares its bandwidth or waits on it.
  const entries = [...indexHtml.matchAll(/<script defer src="([^"]*)"><\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  const scripts = {
    run: entries,
    preload: parts.preloads,
    integrity: parts.integrity ?? {},
    ...(parts.takeoverData ? { data: parts.takeoverData } : {}),
    ...(parts.islands?.length ? { islands: parts.islands } : {}),
  };
  const head = [
    parts.head,
    ...parts.styles.map(
      ({ url, css }) => `<style data-href="${escapeAttribute(url)}">${css}</style>`,
    ),
    jsonElement('atelier-backend', parts.backend),
    parts.manifest ? manifestTag(parts.manifest) : '',
    jsonElement('atelier-scripts', scripts),
  ].join('');
  return (
    indexHtml
      .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(parts.lang)}">`)
      .replace(/<title>[^<]*<\/title>/, parts.head.includes('<title>') ? '' : '$&')
      // The page's own description replaces the site-wide one of index.html.
      .replace(
        /<meta name="description"[^>]*>/,
        parts.head.includes('name="description"') ? '' : '$&',
      )
      .replace(/<script defer src="[^"]*"><\/script>/g, '')
      .replace('</head>', () => `${head}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-server-rendered="${escapeAttribute(parts.remote)}"${parts.takeoverAt === 'idle' ? ' data-takeover-at="idle"' : ''}>${parts.html}</div><script>${EARLY_HOLD_SCRIPT}</script>`,
      )
  );
}
