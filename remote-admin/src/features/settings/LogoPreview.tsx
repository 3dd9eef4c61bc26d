import { getRuntimeConfig } from '@atelier/shared';
import { altIn, type MediaLocale } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './SettingsPage.module.css';

/**
 * The logo as the settings show it, named by the library's alt text in the language the page
 * shows (the other one when it is missing); an older logo uploaded to `branding/` has no alt text
 * and is named "The agency's current logo".
 */
export function LogoPreview({
  url,
  alt,
}: {
  url: string;
  alt: Record<MediaLocale, string> | null;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const named = alt ? altIn(alt, i18n.resolvedLanguage ?? i18n.language) : '';
  return (
    <img
      className={styles.logoImage}
      src={`${getRuntimeConfig().backendUrl}${url}`}
      alt={named || t('settings.logo.current')}
    />
  );
}
