/**
 * Where to go after signing in. A `?redirect=` target is honoured only when it is a path of
 * this site (never another origin: that would make the login page an open redirect) and
 * only when the user may see it (a client is not sent into the admin area).
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return null;
  if (value === '/auth' || value.startsWith('/auth/')) return null;
  return value;
}

const isAdminPath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);

export function postSignInPath(isAdmin: boolean, redirect: string | null): string {
  const target = safeRedirect(redirect);
  if (target && (isAdmin || !isAdminPath(target))) return target;
  return isAdmin ? '/admin/dashboard' : '/client-portal';
}
