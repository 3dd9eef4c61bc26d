import { Button, ButtonLink, requestPasswordReset } from '@atelier/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { usePageTitle } from '../../common/use-page-title';
import { useSubmission } from '../../common/use-submission';
import { formRules, useValidatedForm } from '../../common/use-validated-form';
import { NAMESPACE } from '../../i18n';
import styles from './AuthForm.module.css';
import { AuthFrame } from './AuthFrame';
import { fieldErrorsFor } from './auth-result';
import type { ForgotPasswordValues } from './auth-schema';
import { EmailField } from './EmailField';

const FIELDS = ['email'] as const;
const rules = formRules(() =>
  import('./auth-schema').then((schema) => schema.validateForgotPassword),
);

/** The login page hands over the address typed there (router state, never the URL). */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** The answer is the same whether or not an account exists, so it tells nobody who is a client. */
function LinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AuthFrame title={t('auth.forgot.sentTitle')} lead={t('auth.forgot.sent', { email })} isOutcome>
      <p className={styles.note}>{t('auth.forgot.sentHelp')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/auth/login">{t('auth.backToLogin')}</ButtonLink>
        <Button variant="secondary" onClick={onAgain}>
          {t('auth.forgot.again')}
        </Button>
      </div>
    </AuthFrame>
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('forgotPassword');
  const { state } = useLocation();
  const form = useValidatedForm<keyof ForgotPasswordValues>({ email: emailFrom(state) }, rules);
  const submission = useSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await form.tryValidate(event, FIELDS))) return;
    const email = form.values.email.trim();
    const result = await submission.run(() => requestPasswordReset(email));
    if (!result) return;
    if (result.success) setSentTo(email);
    else form.setServerErrors(fieldErrorsFor(result.fields, FIELDS));
  }

  if (sentTo !== null) return <LinkSent email={sentTo} onAgain={() => setSentTo(null)} />;

  return (
    <AuthFrame title={t('auth.forgot.title')} lead={t('auth.forgot.lead')}>
      <form className={styles.form} {...form.formProps(submit)}>
        <EmailField {...form.field('email')} />
        <FailureAlert failure={submission.failure} title={t('auth.forgot.failureTitle')} />
        <Button type="submit" size="lg" isBlock aria-disabled={submission.isPending}>
          {submission.isPending ? t('auth.forgot.pending') : t('auth.forgot.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('auth.forgot.remembered')}{' '}
        <Link to="/auth/login" className={styles.switchLink}>
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthFrame>
  );
}
