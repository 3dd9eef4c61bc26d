import { Button, FailureLine, TextField } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { saveRedirect } from './api';
import styles from './SiteManagement.module.css';
import { useSiteFailure, useSiteWrite } from './use-site-management';

const EMPTY = { from: '', to: '', permanent: true };
type Field = 'from' | 'to';

/** Adds a redirect; the server's field messages show under the fields, nothing typed is lost. */
export function RedirectForm() {
  const { t } = useTranslation(NAMESPACE);
  const write = useSiteWrite();
  const describe = useSiteFailure();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsPending(true);
    const result = await write(() => saveRedirect(values));
    setIsPending(false);
    if (result.success) {
      setValues(EMPTY);
      setErrors({});
      setFailure(null);
      return;
    }
    setErrors({ from: result.fields?.from, to: result.fields?.to });
    setFailure(describe(result));
  }

  return (
    <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <div className={formStyles.grid}>
        <TextField
          label={t('siteManagement.redirects.from')}
          name="from"
          required
          placeholder="/old-page"
          value={values.from}
          error={errors.from ?? null}
          hint={t('siteManagement.redirects.fromHint')}
          onChange={(event) => edit('from', event.target.value)}
        />
        <TextField
          label={t('siteManagement.redirects.to')}
          name="to"
          required
          placeholder="/services"
          value={values.to}
          error={errors.to ?? null}
          hint={t('siteManagement.redirects.toHint')}
          onChange={(event) => edit('to', event.target.value)}
        />
      </div>
      <label className={kitStyles.check}>
        <input
          type="checkbox"
          name="permanent"
          checked={values.permanent}
          onChange={(event) =>
            setValues((current) => ({ ...current, permanent: event.target.checked }))
          }
        />
        {t('siteManagement.redirects.permanentLabel')}
      </label>
      <FailureLine variant="banner">{failure}</FailureLine>
      <div className={styles.footer}>
        <span />
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.form.saving') : t('siteManagement.redirects.add')}
        </Button>
      </div>
    </form>
  );
}
