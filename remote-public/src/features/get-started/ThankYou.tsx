import { ButtonLink } from '@atelier/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './ThankYou.module.css';

const STEPS = ['read', 'call', 'proposal'] as const;

/** The thank-you; without `name` and `email` (a form sent without the page's script), unnamed. */
export function ThankYou({ name, email }: { name?: string; email?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in has gone; focus moves to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.thanks}>
      <span className={styles.check} aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
        {name ? t('getStarted.thanks.title', { name }) : t('getStarted.thanks.titleUnnamed')}
      </h2>
      <p className={styles.text}>{t('getStarted.thanks.text')}</p>
      <h3 className={styles.subheading}>{t('getStarted.thanks.nextTitle')}</h3>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>
            {step === 'call' && !email
              ? t('getStarted.thanks.steps.callUnnamed')
              : t(`getStarted.thanks.steps.${step}`, { email })}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <ButtonLink to="/book">{t('getStarted.thanks.book')}</ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          {t('getStarted.thanks.services')}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('getStarted.thanks.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
