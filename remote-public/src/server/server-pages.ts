import type { ContentPage } from '../content/published';

/**
 * The public pages rendered on the server and the title each sets (`meta.<title>`). Pages
 * that act on a token of their link (verify, reset password, newsletter confirmations) stay
 * client-side: their first screen depends on an answer only the browser asks for.
 */
export type ServerPage = {
  path: string;
  title: 'home' | 'services' | 'estimator' | 'getStarted' | 'login' | 'register';
  /** The published document the page's route loads (`contentPage`), embedded with the HTML. */
  content?: ContentPage;
};

export const SERVER_PAGES: readonly ServerPage[] = [
  { path: '/', title: 'home', content: 'home' },
  { path: '/services', title: 'services', content: 'services' },
  { path: '/estimator', title: 'estimator', content: 'estimator' },
  { path: '/get-started', title: 'getStarted', content: 'home' },
  { path: '/auth/login', title: 'login' },
  { path: '/auth/register', title: 'register' },
];

/** The server-rendered page at `pathname` (a trailing slash is the same page), if any. */
export function serverPageOf(pathname: string): ServerPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SERVER_PAGES.find((page) => page.path === normalized);
}
