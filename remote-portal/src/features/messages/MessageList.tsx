import { getRuntimeConfig, type PortalMessage, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { signedDownloadHref } from '../files/file-checks';
import styles from './Messages.module.css';

/** The conversation, oldest first: the client's own messages read "You". */
export function MessageList({ messages }: { messages: PortalMessage[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { backendUrl } = getRuntimeConfig();
  return (
    <ol className={kitStyles.gridList} aria-label={t('messages.conversation')}>
      {messages.map((message) => {
        const isMine = message.author_role === 'client';
        const author = isMine ? t('messages.you') : (message.author_name ?? t('messages.agency'));
        return (
          <li key={message.id} className={isMine ? styles.mine : styles.theirs}>
            <p className={styles.meta}>
              <span className={styles.author}>{author}</span>
              <time dateTime={message.created_at}>{format.moment(message.created_at)}</time>
              {message.project ? <span>{message.project.name}</span> : null}
            </p>
            <p className={kitStyles.userText}>{message.body}</p>
            {message.attachment ? (
              <p className={styles.attachment}>
                {message.attachment.url ? (
                  <a
                    href={signedDownloadHref(backendUrl, message.attachment.url)}
                    download={message.attachment.name}
                  >
                    {t('messages.attachment', { name: message.attachment.name })}
                  </a>
                ) : (
                  t('messages.attachmentGone', { name: message.attachment.name })
                )}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
