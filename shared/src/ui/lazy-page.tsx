import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** The translated 'Loading...' spinner. */
export function LoadingSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} />;
}

type PageModule = { default: ComponentType };

/**
 * React's `lazy`, plus a `preload` that loads the module ahead of the render. Once preloaded,
 * the component renders at once: `lazy` is handed a thenable that resolves synchronously, so
 * nothing suspends and no fallback is shown. That matters beyond the fallback's frame: React
 * holds the reveal of content that suspended for up to 300 ms after the last fallback it showed
 * (its fallback throttle), so a page opened behind a spinner shows its figures late.
 */
export function preloadableLazy<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  type Module = { default: ComponentType<Props> };
  let loaded: Module | undefined;
  const preload = (): Promise<Module> =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one is already resolved
          then: (resolve: (module: Module) => void) => resolve(loaded as Module),
        } as Promise<Module>)
      : preload(),
  );
  return { Component, preload };
}

/** How to load each lazy page element ahead of its render (see `preloadLazyPage`). */
const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A route element whose page module loads only when the route is visited, with the
 * 'Loading...' spinner meanwhile. Remotes build their route lists from these.
 * Once `preloadLazyPage` has loaded its module, the element renders the page at once
 * (`preloadableLazy`), so a server-rendered page is replaced by the same page, never by the
 * spinner.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  const { Component: Page, preload } = preloadableLazy(load);
  const element = (
    <Suspense fallback={<LoadingSpinner />}>
      <Page />
    </Suspense>
  );
  preloads.set(element, preload);
  return element;
}

/**
 * Loads the page module of a `lazyPage` element before it renders; anything else resolves at
 * once. A page that fails to load is left to render as usual (spinner, then its error).
 */
export function preloadLazyPage(element: unknown): Promise<void> {
  const preload = typeof element === 'object' && element !== null ? preloads.get(element) : null;
  return preload
    ? preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
