import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './AuthFrame.module.css';

const POINTS = ['projects', 'invoices', 'messages'] as const;

/**
 * The sign-in and account pages: the form in a card beside what the portal offers. An
 * outcome replacing a form (link sent, password changed) takes the focus to its title, so
 * keyboard and screen-reader users learn what happened.
 */
export function AuthFrame({
  title,
  lead,
  isOutcome = false,
  children,
}: {
  title: string;
  lead: string;
  isOutcome?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isOutcome) titleRef.current?.focus();
  }, [isOutcome]);
  return (
    <div className={styles.frame}>
      <div className={styles.card}>
        <h1 className={styles.title} ref={titleRef} tabIndex={isOutcome ? -1 : undefined}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{t('auth.panel.title')}</p>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point}>{t(`auth.panel.${point}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
