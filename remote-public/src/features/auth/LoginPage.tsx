import { Button, login } from '@atelier/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { usePostedForm } from '../../common/posted-form';
import { usePageTitle } from '../../common/use-page-title';
import { formRules, useValidatedForm } from '../../common/use-validated-form';
import { NAMESPACE } from '../../i18n';
import styles from './AuthForm.module.css';
import { AuthFrame } from './AuthFrame';
import { fieldErrorsFor } from './auth-result';
import type { LoginValues } from './auth-schema';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { useSessionSubmit } from './use-session-submit';

const FIELDS = ['email', 'password'] as const;
const rules = formRules(() => import('./auth-schema').then((schema) => schema.validateLogin));

export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('login');
  // Sent without the page's script: the server draws it again with its messages.
  const posted = usePostedForm('login');
  const form = useValidatedForm<keyof LoginValues>({ email: '', password: '' }, rules, posted);
  const session = useSessionSubmit();
  const { values } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await form.tryValidate(event, FIELDS))) return;
    const fields = await session.submit(() => login(values.email.trim(), values.password));
    form.setServerErrors(fieldErrorsFor(fields, FIELDS));
  }

  return (
    <AuthFrame title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <form className={styles.form} {...form.formProps(submit)}>
        <EmailField {...form.field('email')} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <p className={styles.aside}>
          {/* The address typed so far goes along, so it need not be typed twice. */}
          <Link to="/auth/forgot-password" state={{ email: values.email.trim() }}>
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
        <FailureAlert
          failure={session.failure ?? posted?.failure ?? null}
          title={t('auth.login.failureTitle')}
        />
        <Button type="submit" size="lg" isBlock aria-disabled={session.isPending}>
          {session.isPending ? t('auth.login.pending') : t('auth.login.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('auth.login.noAccount')}{' '}
        <Link to={session.withRedirect('/auth/register')} className={styles.switchLink}>
          {t('auth.login.toRegister')}
        </Link>
      </p>
    </AuthFrame>
  );
}
