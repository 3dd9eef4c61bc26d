import { TextAreaField } from '@atelier/shared';
import type { Maintenance } from '@atelier/shared/contract';
import { Card, kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFooter } from '../../common/SaveFooter';
import { NAMESPACE } from '../../i18n';
import { setMaintenance } from './api';
import { QueryState } from './QueryState';
import styles from './SiteManagement.module.css';
import { usePublicSite, useSiteFailure, useSiteWrite } from './use-site-management';

/** The maintenance switch and the visitors' message in both languages. */
export function MaintenanceTab() {
  const query = usePublicSite();
  const maintenance = query.data?.site.maintenance;
  if (!maintenance) return <QueryState failure={query.failure} onRetry={query.refetch} />;
  return <MaintenanceForm saved={maintenance} />;
}

type MessageField = 'en' | 'fr';

function MaintenanceForm({ saved }: { saved: Maintenance }) {
  const { t } = useTranslation(NAMESPACE);
  const write = useSiteWrite();
  const describe = useSiteFailure();
  const [values, setValues] = useState<Maintenance>(saved);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [isSaved, setIsSaved] = useState(false);

  const editMessage = (language: MessageField, text: string) => {
    setValues((current) => ({ ...current, message: { ...current.message, [language]: text } }));
    setErrors((current) => ({ ...current, [language]: undefined }));
    setIsSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsPending(true);
    const result = await write(() => setMaintenance(values));
    setIsPending(false);
    if (result.success) {
      setFailure(null);
      setIsSaved(true);
      return;
    }
    setErrors({ en: result.fields?.['message.en'], fr: result.fields?.['message.fr'] });
    setFailure(describe(result));
  }

  return (
    <Card>
      <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
        <p className={saved.enabled ? styles.warningOn : styles.warning} role="note">
          {saved.enabled
            ? t('siteManagement.maintenance.isOn')
            : t('siteManagement.maintenance.warning')}
        </p>
        <label className={kitStyles.check}>
          <input
            type="checkbox"
            role="switch"
            name="enabled"
            checked={values.enabled}
            aria-checked={values.enabled}
            onChange={(event) => {
              setValues((current) => ({ ...current, enabled: event.target.checked }));
              setIsSaved(false);
            }}
          />
          {t('siteManagement.maintenance.enabled')}
        </label>
        <TextAreaField
          label={t('siteManagement.maintenance.messageEn')}
          name="message_en"
          rows={3}
          value={values.message.en}
          error={errors.en ?? null}
          onChange={(event) => editMessage('en', event.target.value)}
        />
        <TextAreaField
          label={t('siteManagement.maintenance.messageFr')}
          name="message_fr"
          rows={3}
          value={values.message.fr}
          error={errors.fr ?? null}
          onChange={(event) => editMessage('fr', event.target.value)}
        />
        <SaveFooter
          savedLabel={t('siteManagement.saved')}
          failure={failure}
          isPending={isPending}
          isSaved={isSaved}
          submitLabel={t('siteManagement.maintenance.save')}
        />
      </form>
    </Card>
  );
}
