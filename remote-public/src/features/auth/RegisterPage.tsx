import {
  Button,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  register,
  TextField,
} from '@atelier/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FailureAlert } from '../../common/FailureAlert';
import { usePageTitle } from '../../common/use-page-title';
import { formRules, useValidatedForm } from '../../common/use-validated-form';
import { NAMESPACE } from '../../i18n';
import styles from './AuthForm.module.css';
import { AuthFrame } from './AuthFrame';
import { fieldErrorsFor } from './auth-result';
import type { RegisterValues } from './auth-schema';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { useSessionSubmit } from './use-session-submit';

const FIELDS = ['firstName', 'lastName', 'company', 'email', 'password'] as const;
const EMPTY: RegisterValues = { firstName: '', lastName: '', company: '', email: '', password: '' };
const rules = formRules(() => import('./auth-schema').then((schema) => schema.validateRegister));

export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('register');
  const form = useValidatedForm<keyof RegisterValues>(EMPTY, rules);
  const session = useSessionSubmit();
  const { values } = form;

  const text = (name: Exclude<keyof RegisterValues, 'password'>) => ({
    label: t(`auth.fields.${name}`),
    ...form.field(name),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await form.tryValidate(event, FIELDS))) return;
    const fields = await session.submit(() =>
      register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        company: values.company.trim() || undefined,
        email: values.email.trim(),
        password: values.password,
      }),
    );
    form.setServerErrors(fieldErrorsFor(fields, FIELDS));
  }

  return (
    <AuthFrame title={t('auth.register.title')} lead={t('auth.register.lead')}>
      <form className={styles.form} {...form.formProps(submit)}>
        <div className={styles.pair}>
          <TextField autoComplete="given-name" required {...text('firstName')} />
          <TextField autoComplete="family-name" required {...text('lastName')} />
        </div>
        <TextField autoComplete="organization" isOptional {...text('company')} />
        <EmailField {...form.field('email')} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
          })}
          {...form.field('password')}
        />
        <FailureAlert failure={session.failure} title={t('auth.register.failureTitle')} />
        <Button type="submit" size="lg" isBlock aria-disabled={session.isPending}>
          {session.isPending ? t('auth.register.pending') : t('auth.register.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('auth.register.haveAccount')}{' '}
        <Link to={session.withRedirect('/auth/login')} className={styles.switchLink}>
          {t('auth.register.toLogin')}
        </Link>
      </p>
    </AuthFrame>
  );
}
