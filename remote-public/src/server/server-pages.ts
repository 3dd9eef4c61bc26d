import type { MetaPage } from '../common/use-page-title';
import type { ContentPage } from '../content/published';

/**
 * The public pages rendered on the server and the title each sets (`meta.<title>`). Pages
 * whose first screen is an answer only the browser can ask for (a proposal's link signs in,
 * the newsletter and e-mail-change links are spent when opened) stay client-side; the reset
 * password page's first screen comes from its link alone, so it is rendered.
 */
export type ServerPage = {
  path: string;
  /** Its title's key, or how its link's query chooses one. */
  title: MetaPage | ((query: URLSearchParams) => MetaPage);
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
  { path: '/auth/forgot-password', title: 'forgotPassword' },
  {
    path: '/auth/reset-password',
    // An invitation's link (`?invitation=1`) asks for a first password.
    title: (query) => (query.get('invitation') === '1' ? 'choosePassword' : 'resetPassword'),
  },
  { path: '/verify', title: 'verify' },
  { path: '/book', title: 'book' },
  { path: '/privacy', title: 'privacy', content: 'privacy' },
  { path: '/terms', title: 'terms', content: 'terms' },
];

/** The public pages the browser alone renders (their first screen needs its answer). */
export const CLIENT_PAGES: readonly string[] = [
  '/auth/confirm-email',
  // Its booking is read with the link's token, in the browser.
  '/book/manage',
  '/proposal/:id',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

/** The title key of `page` for a request's query. */
export const titleOf = (page: ServerPage, query: URLSearchParams): MetaPage =>
  typeof page.title === 'function' ? page.title(query) : page.title;

/** The server-rendered page at `pathname` (a trailing slash is the same page), if any. */
export function serverPageOf(pathname: string): ServerPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SERVER_PAGES.find((page) => page.path === normalized);
}
