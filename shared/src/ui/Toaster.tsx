import { useTranslation } from 'react-i18next';
import styles from './Toaster.module.css';
import { useToastStore } from './toast-store';

/** The one live region for toasts; the shell renders it once. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <section className={styles.region} aria-live="polite" aria-label={t('toasts')}>
      {toasts.map((item) => (
        <div key={item.id} className={`${styles.toast} ${styles[item.tone]}`} role="status">
          <p className={styles.message}>{item.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => dismiss(item.id)}
            aria-label={t('dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
