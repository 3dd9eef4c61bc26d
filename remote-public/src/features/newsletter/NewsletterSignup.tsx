import { FailureLine } from '@atelier/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../common/use-submission';
import { NAMESPACE } from '../../i18n';
import { subscribeToNewsletter } from './api';
import styles from './Newsletter.module.css';

/**
 * The footer's sign-up: one address, then "check your inbox" (double opt-in). The answer is
 * the same whether or not the address was known. What was typed stays after a failure.
 */
export default function NewsletterSignup() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const submission = useSubmission();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setFieldError(t('newsletter.invalidEmail'));
      return;
    }
    setFieldError(null);
    // The language asked for (`language`), not `resolvedLanguage`: French's words load after
    // the switch, and until then `resolvedLanguage` still names English.
    const result = await submission.run(() =>
      subscribeToNewsletter(email, website, i18n.language ?? i18n.resolvedLanguage),
    );
    if (result?.success) setIsDone(true);
    else if (result && 'fields' in result && result.fields?.email) {
      setFieldError(t('newsletter.invalidEmail'));
    }
  }

  if (isDone) {
    return (
      <p className={styles.done} role="status">
        {t('newsletter.checkInbox')}
      </p>
    );
  }
  const failure = submission.failure;
  const error = fieldError ?? (failure ? ('key' in failure ? t(failure.key) : failure.text) : null);
  return (
    <form className={styles.signup} noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={320}
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.button} disabled={submission.isPending}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      {/* Honeypot: hidden from people, so only a bot fills it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('getStarted.honeypot')}</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <FailureLine id={`${id}-error`} variant="on-dark">
        {error}
      </FailureLine>
    </form>
  );
}
