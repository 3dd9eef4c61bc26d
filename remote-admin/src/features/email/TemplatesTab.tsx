import { Badge, Button, ErrorPanel, Spinner } from '@atelier/shared';
import type { EmailTemplateKey } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Email.module.css';
import { useEmailFailure } from './email-failure';
import { TemplateEditorDialog } from './TemplateEditorDialog';
import { useEmailTemplates } from './use-email';

/** Every e-mail the product sends, with what it is for; Edit opens the editor. */
export function TemplatesTab() {
  const { t } = useTranslation(NAMESPACE);
  const query = useEmailTemplates();
  const describe = useEmailFailure();
  const [editing, setEditing] = useState<EmailTemplateKey | null>(null);
  const templates = query.data?.templates;
  const current = templates?.find((template) => template.key === editing) ?? null;

  if (!templates) {
    return query.failure ? (
      <ErrorPanel
        title={t('email.templates.failedTitle')}
        message={describe(query.failure)}
        retryLabel={t('common.retry')}
        onRetry={query.refetch}
      />
    ) : (
      <Spinner label={t('email.templates.loading')} />
    );
  }
  return (
    <>
      <ul className={kitStyles.gridList} aria-label={t('email.templates.listLabel')}>
        {templates.map((template) => {
          const name = t(`email.names.${template.key}`);
          const isCustomized =
            template.locales.en.is_customized || template.locales.fr.is_customized;
          return (
            <li
              key={template.key}
              className={`${kitStyles.spread} ${kitStyles.roomy} ${styles.templateItem}`}
            >
              <div className={styles.templateText}>
                <h2 className={styles.templateName}>{name}</h2>
                <p className={styles.templateDescription}>
                  {t(`email.descriptions.${template.key}`)}
                </p>
              </div>
              {isCustomized ? <Badge tone="info">{t('email.templates.customized')}</Badge> : null}
              <Button
                variant="secondary"
                aria-label={t('email.templates.editNamed', { name })}
                onClick={() => setEditing(template.key)}
              >
                {t('email.templates.edit')}
              </Button>
            </li>
          );
        })}
      </ul>
      <TemplateEditorDialog template={current} onClose={() => setEditing(null)} />
    </>
  );
}
