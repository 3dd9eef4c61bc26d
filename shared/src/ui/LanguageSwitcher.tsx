import { useTranslation } from 'react-i18next';
import { markLanguageChosen } from '../i18n/languages';
import { SUPPORTED_LANGUAGES } from '../i18n/register-namespace';
import styles from './LanguageSwitcher.module.css';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <span className={styles.switcher}>
      <select
        className={styles.select}
        aria-label={t('language')}
        value={current}
        onChange={(event) => {
          // The visitor's own choice: no page switches it to a record's language again.
          markLanguageChosen();
          void i18n.changeLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
