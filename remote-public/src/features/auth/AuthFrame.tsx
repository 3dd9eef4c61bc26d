import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './AuthFrame.module.css';

const POINTS = ['projects', 'invoices', 'messages'] as const;

/** The sign-in and sign-up pages: the form in a card beside what the portal offers. */
export function AuthFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.frame}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
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
