import { useTranslation } from 'react-i18next';
import { markLanguageChosen } from '../i18n/languages';
import { loadTranslations, SUPPORTED_LANGUAGES } from '../i18n/register-namespace';
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
          const language = event.target.value;
          // The open page's strings (every namespace and part in use) arrive first: the page
          // re-renders once, in the new language, not in English meanwhile.
          void loadTranslations(language).then(() => i18n.changeLanguage(language));
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
