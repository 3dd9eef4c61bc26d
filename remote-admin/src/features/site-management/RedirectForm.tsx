import { Button, FailureLine, TextField } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { saveRedirect } from './api';
import { useSiteFailure, useSiteWrite } from './use-site-management';

const EMPTY = { from: '', to: '', permanent: true };
type Field = 'from' | 'to';
/** Examples of the two paths: an old page sent to a current one. */
const PLACEHOLDERS: Record<Field, string> = { from: '/old-page', to: '/services' };

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
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            label={t(`siteManagement.redirects.${end}`)}
            name={end}
            required
            placeholder={PLACEHOLDERS[end]}
            value={values[end]}
            error={errors[end] ?? null}
            hint={t(`siteManagement.redirects.${end}Hint`)}
            onChange={(event) => edit(end, event.target.value)}
          />
        ))}
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
      <div className={`${kitStyles.spread} ${kitStyles.roomy}`}>
        <span />
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.form.saving') : t('siteManagement.redirects.add')}
        </Button>
      </div>
    </form>
  );
}
