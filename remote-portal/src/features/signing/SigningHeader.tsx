import { LanguageSwitcher } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Signing.module.css';

/**
 * The signing page's own header: the agency that sent the contract (known once the link has
 * been read) and the language switch. No sign-in, no navigation: a signer has no account here.
 */
export function SigningHeader({ agency }: { agency: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <header className={styles.header}>
      <span className={styles.brand}>
        <span className={styles.mark} aria-hidden="true">
          {(agency ?? t('layout.brand')).slice(0, 1).toUpperCase()}
        </span>
        {agency ?? t('layout.brand')}
      </span>
      <span className={styles.area}>{t('signing.area')}</span>
      <span className={styles.spacer} />
      <LanguageSwitcher />
    </header>
  );
}
