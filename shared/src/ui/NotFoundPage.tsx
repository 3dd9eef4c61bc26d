import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from './Button';
import styles from './NotFoundPage.module.css';
import { useDocumentTitle } from './use-document-title';

/**
 * Any path no area knows, also under /admin/, and a public page an admin unpublished: the shell
 * appends it to each remote's routes, and remote-public's server render to its own, so a
 * visitor gets the same page from the server (HTTP 404) and after the takeover.
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <div className={styles.actions}>
        {isAdmin ? <ButtonLink to="/admin/dashboard">{t('notFound.adminHome')}</ButtonLink> : null}
        <ButtonLink to="/" variant={isAdmin ? 'secondary' : 'primary'}>
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
