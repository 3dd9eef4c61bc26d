/**
 * Which paths a redirect may start from and lead to, and whether a stored one may be followed.
 * Plain functions with no schema library: the public site checks its redirects with them
 * without downloading Zod (the schemas of site-pages.ts use them too).
 */

/**
 * Paths a redirect may never take over: the back office, sign-in and the client portal must
 * stay reachable whatever an admin sets (a redirect of `/admin` could lock the admins out), and
 * so must the links e-mails carry (verification, signing, newsletter confirmation and
 * unsubscription), the booking page and the files the shell itself serves.
 */
export const RESERVED_PATH_PREFIXES = [
  '/admin',
  '/auth',
  '/client-portal',
  '/verify',
  '/sign',
  '/newsletter',
  '/book',
  '/static',
  '/remotes',
  '/assets',
] as const;

/** The files the site's origin serves itself (docs/site-management.md). */
export const SITE_FILE_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/** The shell's own files, which no redirect may shadow either. */
const SHELL_FILE_PATHS = ['/config.json', '/favicon.svg', '/index.html', '/mf-manifest.json'];

export const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;

/** Whether `path` is `prefix` itself or below it (`/admin`, `/admin/x`, not `/administer`). */
const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/** `path` as the router sees it once its %-escapes are read (`/%76erify` is `/verify`). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a redirect may not start from `path` (the product's own paths, see above). */
export function isReservedPath(path: string): boolean {
  return [path, decodedPath(path)].some((candidate) => {
    const lower = normalizeSitePath(candidate.toLowerCase());
    return (
      RESERVED_PATH_PREFIXES.some((prefix) => isUnder(lower, prefix)) ||
      lower.startsWith('/health') ||
      (SITE_FILE_PATHS as readonly string[]).includes(lower) ||
      SHELL_FILE_PATHS.includes(lower)
    );
  });
}

export const RESERVED_PATH_MESSAGE =
  'From cannot be /admin, /auth, /client-portal, /verify, /sign, /newsletter, /book, /static, /remotes, /assets (or below them), /health…, /config.json, /sitemap.xml or /robots.txt: the product uses them';

/** `/a/b/` and `/a/b` are the same page for the router: the stored form has no final slash. */
export const normalizeSitePath = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

const hasControlCharacter = (value: string): boolean =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * A redirect's target: a site path (one `/` first, query and fragment allowed) or an address
 * written `https://host/…` that the URL standard parses to an https URL with a host and no
 * user name or password. No backslash or white space anywhere: browsers read `\` as `/`, so
 * `https://evil.example\@localhost` or `/\evil.example` would not go where they seem to.
 * `https:evil.example` and `https:/evil.example`, which `new URL` repairs, are refused.
 */
export function isRedirectTarget(value: string): boolean {
  if (/[\s\\]/.test(value) || hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https:\/\/[^/?#@]/i.test(value)) return false;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  );
}

/**
 * Whether a stored redirect may be followed: one saved before these rules (a `from` that now
 * shadows the product's paths, a `to` that is not a clean target) is ignored by the site.
 */
export function isFollowableRedirect(redirect: { from: string; to: string }): boolean {
  return (
    SITE_PATH.test(redirect.from) &&
    redirect.from !== '/' &&
    !isReservedPath(redirect.from) &&
    isRedirectTarget(redirect.to)
  );
}

/** Whether `to` leads to a site path (then it may take part in a loop), and which one. */
export function redirectTargetPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  const end = to.search(/[?#]/);
  return normalizeSitePath(end === -1 ? to : to.slice(0, end));
}

/** A social image: a site path (the media library's public URL) or an https address. */
