import {
  Button,
  ButtonLink,
  isAdminRole,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  postSignInPath,
  resetPassword,
  toast,
  useAuthStore,
} from '@atelier/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { usePageTitle } from '../../common/use-page-title';
import { useSubmission } from '../../common/use-submission';
import { formRules, useValidatedForm } from '../../common/use-validated-form';
import { NAMESPACE } from '../../i18n';
import styles from './AuthForm.module.css';
import { AuthFrame } from './AuthFrame';
import { acceptInvitation } from './accept-invitation';
import { fieldErrorsFor } from './auth-result';
import type { ResetPasswordValues } from './auth-schema';
import { PasswordField } from './PasswordField';

const FIELDS = ['password', 'confirm'] as const;
const EMPTY: ResetPasswordValues = { password: '', confirm: '' };
const rules = formRules(() =>
  import('./auth-schema').then((schema) => schema.validateResetPassword),
);

type Outcome = 'changed' | 'invalidLink';

function ResetOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation(NAMESPACE);
  const isChanged = outcome === 'changed';
  return (
    <AuthFrame
      title={t(isChanged ? 'auth.reset.changedTitle' : 'auth.reset.invalidTitle')}
      lead={t(isChanged ? 'auth.reset.changed' : 'auth.reset.invalid')}
      isOutcome
    >
      <div className={styles.actions}>
        {isChanged ? (
          <ButtonLink to="/auth/login">{t('auth.reset.toLogin')}</ButtonLink>
        ) : (
          <ButtonLink to="/auth/forgot-password">{t('auth.reset.requestNew')}</ButtonLink>
        )}
      </div>
    </AuthFrame>
  );
}

/**
 * Opened from the e-mailed link `/auth/reset-password?token=…`, or an invitation's
 * `?invitation=1&token=…`: then the invitee chooses their first password and lands signed in,
 * in their area (the portal for a client).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const isInvitation = params.get('invitation') === '1';
  usePageTitle(isInvitation ? 'choosePassword' : 'resetPassword');
  const words = isInvitation ? 'auth.invitation' : 'auth.reset';
  const form = useValidatedForm<keyof ResetPasswordValues>(EMPTY, rules);
  const submission = useSubmission();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : 'invalidLink');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || !(await form.tryValidate(event, FIELDS))) return;
    if (isInvitation) {
      const result = await submission.run(() => acceptInvitation(token, form.values.password));
      if (!result) return;
      if (result.success) {
        useAuthStore.getState().signIn(result.session);
        toast.success(t('auth.invitation.set'));
        // The spent token leaves the history with the page.
        await navigate(postSignInPath(isAdminRole(result.session.user.role), null), {
          replace: true,
        });
      } else if (result.code === 'INVALID_RESET_TOKEN' || result.fields?.token) {
        setOutcome('invalidLink');
      } else {
        form.setServerErrors(fieldErrorsFor(result.fields, FIELDS));
      }
      return;
    }
    const result = await submission.run(() => resetPassword(token, form.values.password));
    if (!result) return;
    if (result.success) {
      setOutcome('changed');
      // The spent token leaves the address bar and the history.
      await navigate('/auth/reset-password', { replace: true });
    } else if (result.code === 'INVALID_RESET_TOKEN' || result.fields?.token) {
      setOutcome('invalidLink');
    } else {
      form.setServerErrors(fieldErrorsFor(result.fields, FIELDS));
    }
  }

  if (outcome) return <ResetOutcome outcome={outcome} />;

  return (
    <AuthFrame title={t(`${words}.title`)} lead={t(`${words}.lead`)}>
      <form className={styles.form} {...form.formProps(submit)}>
        <PasswordField
          label={t(isInvitation ? 'auth.fields.password' : 'auth.fields.newPassword')}
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
          })}
          toggleLabel={t('auth.reset.showNew')}
          {...form.field('password')}
        />
        <PasswordField
          label={t(isInvitation ? 'auth.invitation.confirm' : 'auth.fields.confirmPassword')}
          autoComplete="new-password"
          toggleLabel={t('auth.reset.showConfirm')}
          {...form.field('confirm')}
        />
        <FailureAlert failure={submission.failure} title={t(`${words}.failureTitle`)} />
        <Button type="submit" size="lg" isBlock aria-disabled={submission.isPending}>
          {submission.isPending ? t('auth.reset.pending') : t(`${words}.submit`)}
        </Button>
      </form>
    </AuthFrame>
  );
}
