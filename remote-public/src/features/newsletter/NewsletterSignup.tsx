import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../common/use-submission';
import { NAMESPACE } from '../../i18n';
import { isNewsletterAddress, subscribeToNewsletter } from './api';
import styles from './Newsletter.module.css';
import { NewsletterForm } from './NewsletterForm';

/**
 * The footer's sign-up: one address, then "check your inbox" (double opt-in). The answer is
 * the same whether or not the address was known. What was typed stays after a failure, and
 * what was typed in the form it replaces (`initialEmail`) too.
 */
export default function NewsletterSignup({
  initialEmail = '',
  hasFocus = false,
}: {
  initialEmail?: string;
  hasFocus?: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const submission = useSubmission();
  const [email, setEmail] = useState(initialEmail);
  const [website, setWebsite] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isNewsletterAddress(email)) {
      setFieldError(t('newsletter.invalidEmail'));
      return;
    }
    setFieldError(null);
    // The language asked for (`language`), not `resolvedLanguage`: French's words load after
    // the switch, and until the next switch `resolvedLanguage` still names English (issue 34).
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
    <NewsletterForm
      id={id}
      email={{
        value: email,
        onChange: (event) => setEmail(event.target.value),
        // The field the visitor was typing in before this form replaced it keeps the focus.
        ...(hasFocus ? { autoFocus: true } : {}),
      }}
      website={{ value: website, onChange: (event) => setWebsite(event.target.value) }}
      error={error}
      isInvalid={fieldError !== null}
      isPending={submission.isPending}
      onSubmit={(event) => void onSubmit(event)}
    />
  );
}
