import { ButtonLink } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyNewsletterSignup } from '../features/newsletter/LazyNewsletterSignup';
import { NAMESPACE } from '../i18n';
import { isUnpublished } from '../site/site-rules';
import { useSite } from '../site/site-store';
import { BrandMark } from './BrandMark';
import styles from './SiteFooter.module.css';
import { useAgencyBrand, useAgencyContact } from './use-agency-brand';

const FOOTER_LINKS = [
  { key: 'services', to: '/services' },
  { key: 'estimator', to: '/estimator' },
  { key: 'getStarted', to: '/get-started' },
  { key: 'portal', to: '/client-portal' },
  { key: 'signIn', to: '/auth/login' },
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useAgencyBrand();
  const contact = useAgencyContact();
  const site = useSite();
  // A page an admin unpublished answers 404: no link leads there.
  const links = FOOTER_LINKS.filter((link) => !isUnpublished(site, link.to));
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <BrandMark logo={brand.logo} />
            <span>{brand.name}</span>
          </p>
          <p className={styles.tagline}>{t('layout.footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('layout.footer.explore')}
          </h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={styles.link}>
                  {t(`layout.footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('layout.footer.contact')}</h2>
          <address className={styles.address}>
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={styles.link}>
                {contact.email}
              </a>
            ) : null}
            {contact.phone ? (
              <a href={contact.phone.href} className={styles.link}>
                {contact.phone.text}
              </a>
            ) : null}
            {contact.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span className={styles.muted}>{t('layout.footer.hours')}</span>
          </address>
        </div>
        {isUnpublished(site, '/get-started') ? null : (
          <div>
            <h2 className={styles.heading}>{t('layout.footer.startTitle')}</h2>
            <p className={styles.muted}>{t('layout.footer.startText')}</p>
            <ButtonLink to="/get-started" variant="secondary">
              {t('layout.cta')}
            </ButtonLink>
          </div>
        )}
      </div>
      <LazyNewsletterSignup />
      <div className={styles.bottom}>
        <p>{t('layout.footer.copyright', { year: new Date().getFullYear(), name: brand.name })}</p>
        <p>{t('layout.footer.madeIn')}</p>
      </div>
    </footer>
  );
}
