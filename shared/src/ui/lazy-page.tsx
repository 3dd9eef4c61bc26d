import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** The translated 'Loading...' spinner. */
export function LoadingSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} />;
}

/**
 * A route element whose page module loads only when the route is visited, with the
 * 'Loading...' spinner meanwhile. Remotes build their route lists from these.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Page />
    </Suspense>
  );
}
