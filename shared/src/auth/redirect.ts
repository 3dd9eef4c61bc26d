export const LOGIN_PATH = '/auth/login';

const SITE = 'http://site.invalid';

/**
 * A `?redirect=` target, kept only when it is a path of this site: never another origin
 * (that would make the login page an open redirect), never the sign-in pages (a loop).
 * Returns the path normalised as the browser would resolve it, or null.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  // `/..//evil.example` resolves to a path that a browser would read as another host.
  if (url.origin !== SITE || url.pathname.startsWith('//')) return null;
  if (/^\/auth(?:\/|$)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Router paths match case-insensitively, so `/Admin` is the admin area too. */
export const isAdminPath = (path: string): boolean => /^\/admin(?:[/?#]|$)/i.test(path);

/** Where to go after signing in: the page asked for if this user may see it, else home. */
export function postSignInPath(isAdmin: boolean, redirect: string | null): string {
  const target = safeRedirect(redirect);
  if (target && (isAdmin || !isAdminPath(target))) return target;
  return isAdmin ? '/admin/dashboard' : '/client-portal';
}

/** The login page, bringing the user back to `returnTo` (path and query) afterwards. */
export function loginPath(returnTo: string): string {
  const target = safeRedirect(returnTo);
  return target ? `${LOGIN_PATH}?${new URLSearchParams({ redirect: target })}` : LOGIN_PATH;
}
