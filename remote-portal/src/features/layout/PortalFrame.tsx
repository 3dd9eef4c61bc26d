import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './PortalLayout.module.css';

/** The mark's letter: the name's first letter (not half of a surrogate pair), upper-cased. */
export const brandLetter = (name: string): string =>
  (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();

type PortalFrameProps = {
  /**
   * The header's brand: the agency's name from Settings in the portal, the sending agency on a
   * signing page; its first letter is the mark. Empty while it is read: no mark.
   */
  brand: string;
  /** Where the brand leads (the portal: the site's home); a signing page's brand is no link. */
  brandHref?: string;
  /** Which part of the site this is ("Client portal", "Secure signing"). */
  area: string;
  /** The header's right-hand side (language, bell, sign-out). */
  actions: ReactNode;
  /** The signed-in portal's navigation, the header's last row; a signing page has none. */
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
      {brand ? (
        <span className={styles.mark} aria-hidden="true" data-slot="brand-mark">
          {brandLetter(brand)}
        </span>
      ) : null}
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
        {/* In the header: a row under it on a wide screen, its Menu button beside the bell on a
            phone, so the header stays one band. */}
        {nav}
      </header>
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
