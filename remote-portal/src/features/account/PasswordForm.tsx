import { Button, FailureLine, TextField, toast } from '@atelier/shared';
import { changeAccountPassword } from '@atelier/shared/api';
import { kitStyles } from '@atelier/shared/kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { usePortalForm } from '../common/use-portal-form';
import styles from './Account.module.css';
import { PASSWORD_MIN, type PasswordValues, passwordProblems } from './profile-form';

const EMPTY: PasswordValues = { password: '', confirm: '' };

/**
 * A new password through `PUT /auth/v1/user` (docs/auth.md): the other sessions end, this
 * one stays. The server's refusal (a common password) is shown under the field. `set`: the
 * words for a client who came by a proposal link and never chose one (SetPasswordOffer).
 */
export function PasswordForm({
  variant = 'change',
  onSaved,
}: {
  variant?: 'change' | 'set';
  onSaved?: () => void;
} = {}) {
  const { t } = useTranslation(NAMESPACE);
  const words = variant === 'set' ? 'account.setPassword' : 'account.password';
  // A saved password is not left in the fields; set once the form state exists.
  const clearRef = useRef(() => {});
  const form = usePortalForm({
    initial: EMPTY,
    validate: passwordProblems,
    describe: (problem) => t(`account.password.problems.${problem}`, { min: PASSWORD_MIN }),
    submit: (values) => changeAccountPassword(values.password),
    onSaved: () => {
      clearRef.current();
      toast.success(t(`${words}.saved`));
      onSaved?.();
    },
    isShownField: (path) => path === 'password' || path === 'confirm',
    name: 'the password',
  });
  clearRef.current = () => form.change(EMPTY);
  const { values } = form;

  return (
    <form className={kitStyles.panel} {...form.formProps}>
      <h2 className={kitStyles.cardTitle}>{t(`${words}.title`)}</h2>
      <p className={styles.formIntro}>
        {t(variant === 'set' ? 'account.setPassword.intro' : 'account.password.noPasswordYet')}
      </p>
      <TextField
        label={t(`${words}.new`)}
        type="password"
        autoComplete="new-password"
        value={values.password}
        hint={t(`${words}.hint`, { min: PASSWORD_MIN })}
        error={form.errorOf('password')}
        aria-invalid={form.errorOf('password') ? true : undefined}
        onChange={(event) => form.change({ ...values, password: event.target.value }, ['password'])}
      />
      <TextField
        label={t(`${words}.confirm`)}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        error={form.errorOf('confirm')}
        aria-invalid={form.errorOf('confirm') ? true : undefined}
        onChange={(event) => form.change({ ...values, confirm: event.target.value }, ['confirm'])}
      />
      <FailureLine isAlwaysMounted>{form.failure}</FailureLine>
      <div>
        <Button type="submit" variant="secondary" disabled={form.isPending}>
          {t(`${words}.save`)}
        </Button>
      </div>
    </form>
  );
}
