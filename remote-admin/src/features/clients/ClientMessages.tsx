import { Button, ErrorPanel, Spinner, TextAreaField, useFormat } from '@atelier/shared';
import { useClientMessages, useReplyToClient } from '@atelier/shared/data/clients';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSection } from '../../common/RecordSection';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './ClientExchange.module.css';
import { downloadHref } from './download-href';

/**
 * The client's portal conversation on their page: read it (oldest first) and answer. What was
 * typed stays when the server refuses it.
 */
export function ClientMessages({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const conversation = useClientMessages(clientId);
  const reply = useReplyToClient(clientId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const messages = conversation.data?.messages;

  async function send() {
    if (isSending) return;
    if (body.trim() === '') {
      setProblem(t('clients.exchange.replyRequired'));
      return;
    }
    setIsSending(true);
    try {
      const result = await reply(body);
      if (result.success) {
        setBody('');
        setProblem(null);
      } else {
        setProblem(result.fields?.body ?? failureMessage(t, result));
      }
    } finally {
      setIsSending(false);
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  // Ctrl/⌘+Enter sends, as on the client's side.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void send();
  };

  let list = null;
  if (conversation.failure && !messages) {
    list = (
      <ErrorPanel
        title={t('clients.exchange.messagesFailed')}
        message={failureMessage(t, conversation.failure)}
        retryLabel={t('common.retry')}
        onRetry={conversation.refetch}
      />
    );
  } else if (!messages) {
    list = <Spinner label={t('common.loading')} />;
  } else if (messages.length === 0) {
    list = <p>{t('clients.exchange.noMessages')}</p>;
  } else {
    list = (
      <ol className={styles.conversation} aria-label={t('clients.exchange.conversation')}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.author_role === 'client' ? styles.fromClient : styles.fromAgency}
          >
            <p className={styles.meta}>
              <strong>
                {message.author_role === 'client'
                  ? (message.author_name ?? t('clients.exchange.theClient'))
                  : (message.author_name ?? t('clients.exchange.theAgency'))}
              </strong>{' '}
              · {format.moment(message.created_at)}
              {message.project ? ` · ${message.project.name}` : ''}
            </p>
            <p className={styles.body}>{message.body}</p>
            {message.attachment ? (
              <p>
                {message.attachment.url ? (
                  <a href={downloadHref(message.attachment.url)} download={message.attachment.name}>
                    {t('clients.exchange.attachment', { name: message.attachment.name })}
                  </a>
                ) : (
                  t('clients.exchange.attachment', { name: message.attachment.name })
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <RecordSection title={t('clients.exchange.messages')}>
      {list}
      <form className={styles.replyForm} noValidate onSubmit={handleSubmit}>
        <TextAreaField
          label={t('clients.exchange.reply')}
          hint={t('clients.exchange.replyHint')}
          rows={3}
          value={body}
          error={problem}
          onChange={(event) => {
            setBody(event.target.value);
            setProblem(null);
          }}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" disabled={isSending}>
          {isSending ? t('clients.exchange.sending') : t('clients.exchange.send')}
        </Button>
      </form>
    </RecordSection>
  );
}
