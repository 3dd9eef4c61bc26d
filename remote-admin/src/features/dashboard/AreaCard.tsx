import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './AreaCard.module.css';
import type { DashboardArea } from './dashboard-areas';

/** One area of the back office; the whole card is clickable through its title's link. */
export function AreaCard({ area }: { area: DashboardArea }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <Link to={area.to} className={styles.link}>
          {t(`dashboard.areas.${area.key}.title`)}
        </Link>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </h3>
      <p className={styles.description}>{t(`dashboard.areas.${area.key}.description`)}</p>
    </li>
  );
}
