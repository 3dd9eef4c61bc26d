import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Newsletter.module.css';

const NewsletterSignup = lazy(() => import('./NewsletterSignup'));

/**
 * The footer's newsletter block. Its form loads only once the footer comes near the screen,
 * so the home page's first load (held to a JavaScript budget) does not carry it.
 */
export function LazyNewsletterSignup() {
  const { t } = useTranslation(NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  return (
    <div ref={ref} className={styles.block}>
      <h2 className={styles.heading}>{t('newsletter.title')}</h2>
      <p className={styles.text}>{t('newsletter.text')}</p>
      {isNear ? (
        <Suspense fallback={null}>
          <NewsletterSignup />
        </Suspense>
      ) : null}
    </div>
  );
}
