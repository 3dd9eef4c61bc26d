import { Dialog } from '@atelier/shared';
import { EMAIL_LOCALES, type EmailLocale, type EmailTemplate } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Email.module.css';
import { TemplateForm } from './TemplateForm';
import { TestSendForm } from './TestSendForm';

/**
 * The editor of one template: a language switch, then that language's subject and body with
 * the variables to insert, the live preview, Save, Reset to default and a test send.
 */
export function TemplateEditorDialog(props: {
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [locale, setLocale] = useState<EmailLocale>('en');
  const { template } = props;
  const name = template ? t(`email.names.${template.key}`) : '';

  return (
    <Dialog
      isOpen={template !== null}
      title={t('email.editor.title', { name })}
      onClose={props.onClose}
      placement="side"
    >
      {template ? (
        <div className={styles.editor}>
          <fieldset className={styles.languages}>
            <legend>{t('email.editor.language')}</legend>
            {EMAIL_LOCALES.map((each) => (
              <label key={each}>
                <input
                  type="radio"
                  name="email-template-locale"
                  value={each}
                  checked={locale === each}
                  onChange={() => setLocale(each)}
                />{' '}
                {t(`email.languages.${each}`)}
              </label>
            ))}
          </fieldset>
          {/* One form per language: switching shows that language's text as stored. */}
          <TemplateForm key={`${template.key}-${locale}`} template={template} locale={locale} />
          <TestSendForm templateKey={template.key} locale={locale} />
        </div>
      ) : null}
    </Dialog>
  );
}
