import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** The translated 'Loading...' spinner. */
export function LoadingSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} />;
}

type PageModule = { default: ComponentType };

/** How to load each lazy page element ahead of its render (see `preloadLazyPage`). */
const preloads = new WeakMap<object, () => Promise<void>>();

/**
 * A route element whose page module loads only when the route is visited, with the
 * 'Loading...' spinner meanwhile. Remotes build their route lists from these.
 * Once `preloadLazyPage` has loaded its module, the element renders the page at once: React's
 * `lazy` takes a thenable that resolves synchronously as already loaded, so a server-rendered
 * page is replaced by the same page, never by the spinner.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const Page = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one is already resolved
          then: (resolve: (module: PageModule) => void) => resolve(loaded as PageModule),
        } as Promise<PageModule>)
      : load(),
  );
  const element = (
    <Suspense fallback={<LoadingSpinner />}>
      <Page />
    </Suspense>
  );
  preloads.set(element, () =>
    load().then((module) => {
      loaded = module;
    }),
  );
  return element;
}

/**
 * Loads the page module of a `lazyPage` element before it renders; anything else resolves at
 * once. A page that fails to load is left to render as usual (spinner, then its error).
 */
export function preloadLazyPage(element: unknown): Promise<void> {
  const preload = typeof element === 'object' && element !== null ? preloads.get(element) : null;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}
