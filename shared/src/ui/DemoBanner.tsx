import { useTranslation } from 'react-i18next';
import { useDemoModeStore } from '../demo/demo-mode';
import styles from './DemoBanner.module.css';

/** Says, visibly, that the screen shows built-in demo data and why. */
export function DemoBanner() {
  const { t } = useTranslation('common');
  const reason = useDemoModeStore((state) => state.reason);
  if (!reason) return null;
  return (
    <div className={styles.banner} role="status" data-testid="demo-banner">
      <span className={styles.title}>{t('demo.label')}</span>
      <span>{t(`demo.${reason}`)}</span>
    </div>
  );
}
