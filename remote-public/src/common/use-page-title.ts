import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** Sets the tab title for a page from `meta.<page>`, following the visitor's language. */
export function usePageTitle(
  page:
    | 'home'
    | 'services'
    | 'estimator'
    | 'getStarted'
    | 'login'
    | 'register'
    | 'forgotPassword'
    | 'resetPassword'
    | 'confirmEmail',
) {
  const { t } = useTranslation(NAMESPACE);
  const title = page === 'home' ? t('meta.home') : t('meta.template', { page: t(`meta.${page}`) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
