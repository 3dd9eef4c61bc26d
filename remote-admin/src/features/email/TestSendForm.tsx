import { Button, FailureLine, TextField, toast } from '@atelier/shared';
import type { EmailLocale, EmailTemplateKey } from '@atelier/shared/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { sendTest } from './api';
import styles from './Email.module.css';
import { useEmailFailure } from './email-failure';
import { useEmailWrite } from './use-email';

/** Sends the saved text, with the preview's sample values, to an address or the admin's own. */
export function TestSendForm(props: { templateKey: EmailTemplateKey; locale: EmailLocale }) {
  const { t } = useTranslation(NAMESPACE);
  const describeFailure = useEmailFailure();
  const write = useEmailWrite();
  const [to, setTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSending(true);
    setFailure(null);
    setFieldError(null);
    const address = to.trim();
    const result = await write(() =>
      sendTest({
        key: props.templateKey,
        locale: props.locale,
        ...(address ? { to: address } : {}),
      }),
    );
    setIsSending(false);
    if (result.success) {
      toast.success(t('email.test.sent', { to: result.to }));
      return;
    }
    if (result.fields?.to) setFieldError(result.fields.to);
    else setFailure(describeFailure(result));
  }

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('email.test.title')}</h3>
      <TextField
        type="email"
        label={t('email.test.to')}
        hint={t('email.test.hint')}
        isOptional
        value={to}
        error={fieldError}
        onChange={(event) => {
          setTo(event.target.value);
          setFieldError(null);
        }}
      />
      <FailureLine>{failure}</FailureLine>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={isSending}>
          {t('email.test.send')}
        </Button>
      </div>
    </form>
  );
}
