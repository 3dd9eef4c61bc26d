import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './PortalLayout.module.css';

type PortalFrameProps = {
  /** The header's brand: the site's name in the portal, the sending agency on a signing page. */
  brand: string;
  /** Where the brand leads (the portal: the site's home); a signing page's brand is no link. */
  brandHref?: string;
  /** Which part of the site this is ("Client portal", "Secure signing"). */
  area: string;
  /** The header's right-hand side (language, bell, sign-out). */
  actions: ReactNode;
  /** The signed-in portal's navigation, under the header; a signing page has none. */
  nav?: ReactNode;
  mainId: string;
  /** A narrower column for reading a document. */
  narrow?: boolean;
  children: ReactNode;
};

/**
 * The light frame every page of remote-portal shares (the skip link, the header, `<main>`),
 * whether signed in (the portal) or not (a signer's page): it is not part of the admin area.
 */
export function PortalFrame({
  brand,
  brandHref,
  area,
  actions,
  nav,
  mainId,
  narrow = false,
  children,
}: PortalFrameProps) {
  const { t } = useTranslation(NAMESPACE);
  const brandContent = (
    <>
      <span className={styles.mark} aria-hidden="true">
        {brand.slice(0, 1).toUpperCase()}
      </span>
      {brand}
    </>
  );
  return (
    <div className={styles.layout}>
      <a href={`#${mainId}`} className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <header className={styles.header}>
        {brandHref ? (
          <Link to={brandHref} className={styles.brand}>
            {brandContent}
          </Link>
        ) : (
          <span className={styles.brand}>{brandContent}</span>
        )}
        <span className={styles.area}>{area}</span>
        <div className={styles.spacer} />
        {actions}
      </header>
      {nav}
      <main
        id={mainId}
        className={narrow ? `${styles.main} ${styles.narrow}` : styles.main}
        tabIndex={-1}
      >
        {children}
      </main>
    </div>
  );
}
