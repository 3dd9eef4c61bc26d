import { Button, FailureLine, TextField, toast } from '@atelier/shared';
import { changeAccountPassword } from '@atelier/shared/api';
import { useFormState } from '@atelier/shared/forms';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Account.module.css';
import { portalFailureMessage } from './portal-failure';
import { PASSWORD_MIN, type PasswordValues, passwordProblems } from './profile-form';

const EMPTY: PasswordValues = { password: '', confirm: '' };

/**
 * A new password through `PUT /auth/v1/user` (docs/auth.md): the other sessions end, this
 * one stays. The server's refusal (a common password) is shown under the field.
 */
export function PasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  // A saved password is not left in the fields; set once the form state exists.
  const clearRef = useRef(() => {});
  const form = useFormState({
    initial: EMPTY,
    validate: passwordProblems,
    describe: (problem) => t(`account.password.problems.${problem}`, { min: PASSWORD_MIN }),
    submit: (values) => changeAccountPassword(values.password),
    onSaved: () => {
      clearRef.current();
      toast.success(t('account.password.saved'));
    },
    isShownField: (path) => path === 'password' || path === 'confirm',
    describeFailure: (failure) => portalFailureMessage(t, failure),
    unexpectedFailure: () => t('errors.generic'),
    logLabel: '[remote-portal] the password',
  });
  clearRef.current = () => form.change(EMPTY);
  const { values } = form;

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
    >
      <h2 className={styles.formTitle}>{t('account.password.title')}</h2>
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        hint={t('account.password.hint', { min: PASSWORD_MIN })}
        error={form.errorOf('password')}
        aria-invalid={form.errorOf('password') ? true : undefined}
        onChange={(event) => form.change({ ...values, password: event.target.value }, ['password'])}
      />
      <TextField
        label={t('account.password.confirm')}
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
          {t('account.password.save')}
        </Button>
      </div>
    </form>
  );
}
