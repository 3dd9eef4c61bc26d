import { Button, FailureLine, TextField } from '@atelier/shared';
import { requestAccountEmailChange } from '@atelier/shared/api';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { usePortalForm } from '../common/use-portal-form';
import { emailChangeProblems } from './profile-form';

/**
 * Signing in with another e-mail (docs/auth.md "Changing the e-mail"): the new address gets a
 * link, and the e-mail changes only when it is opened; until then nothing else does.
 */
export function EmailChangeForm({ current }: { current: string }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = usePortalForm({
    initial: { email: '' },
    validate: (values) => emailChangeProblems(values, current),
    describe: (problem) => t(`account.emailChange.problems.${problem}`),
    submit: (values) => requestAccountEmailChange(values.email.trim()),
    onSaved: (result) => setSentTo(result.newEmail),
    isShownField: (path) => path === 'email',
    name: 'the e-mail change',
  });

  return (
    <form className={kitStyles.panel} aria-labelledby={titleId} {...form.formProps}>
      <h2 id={titleId} className={kitStyles.cardTitle}>
        {t('account.emailChange.title')}
      </h2>
      <TextField
        label={t('account.emailChange.new')}
        type="email"
        autoComplete="email"
        value={form.values.email}
        hint={t('account.emailChange.hint')}
        error={form.errorOf('email')}
        aria-invalid={form.errorOf('email') ? true : undefined}
        onChange={(event) => {
          setSentTo(null);
          form.change({ email: event.target.value }, ['email']);
        }}
      />
      <p role="status">{sentTo ? t('account.emailChange.sent', { email: sentTo }) : null}</p>
      <FailureLine isAlwaysMounted>{form.failure}</FailureLine>
      <div>
        <Button type="submit" variant="secondary" disabled={form.isPending}>
          {t('account.emailChange.save')}
        </Button>
      </div>
    </form>
  );
}
