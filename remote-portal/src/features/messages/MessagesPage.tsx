import {
  EmptyState,
  ErrorPanel,
  LoadingSpinner,
  PageHeader,
  useDocumentTitle,
} from '@atelier/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ProjectFilter, useProjectParam } from '../files/ProjectFilter';
import { usePortalProjectChoices } from '../files/use-files';
import { portalFailureMessage } from '../projects/portal-failure';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import styles from './Messages.module.css';
import { arrivedFromAgency } from './message-view';
import { usePortalMessages } from './use-messages';

/** How often an open conversation asks for the agency's answers. */
const POLL_MS = 30_000;

/** `/client-portal/messages` (`?project=`): the conversation with the agency, and writing to it. */
export default function MessagesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('messages.documentTitle'));
  const [projectId, setProjectId] = useProjectParam();
  const conversation = usePortalMessages(projectId);
  const projects = usePortalProjectChoices().data?.projects ?? [];
  const messages = conversation.data?.messages;
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<Set<string> | null>(null);
  const composerTitleId = useId();
  const { refetch } = conversation;

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refetch();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);

  // A new project's conversation starts with nothing known: its first load is not "new".
  useEffect(() => {
    known.current = null;
  }, [projectId]);

  useEffect(() => {
    if (!messages) return;
    const arrived = arrivedFromAgency(known.current, messages);
    const last = arrived.at(-1);
    if (last) {
      setAnnouncement(
        t('messages.arrived', {
          count: arrived.length,
          name: last.author_name ?? t('messages.agency'),
        }),
      );
    }
    known.current = new Set(messages.map((message) => message.id));
  }, [messages, t]);

  let body: ReactNode;
  if (conversation.failure && !messages) {
    body = (
      <ErrorPanel
        title={t('messages.loadFailed')}
        message={portalFailureMessage(t, conversation.failure)}
        retryLabel={t('messages.retry')}
        onRetry={conversation.refetch}
      />
    );
  } else if (!messages) {
    body = <LoadingSpinner />;
  } else if (messages.length === 0) {
    body = <EmptyState title={t('messages.empty.title')} description={t('messages.empty.text')} />;
  } else {
    body = <MessageList messages={messages} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('messages.title')} description={t('messages.description')} />
      <div className={styles.filters}>
        <ProjectFilter projects={projects} projectId={projectId} onChange={setProjectId} />
      </div>
      {body}
      <p role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </p>
      <section aria-labelledby={composerTitleId} className={styles.section}>
        <h2 id={composerTitleId} className={styles.sectionTitle}>
          {t('messages.composer.title')}
        </h2>
        <MessageComposer key={projectId ?? ''} projectId={projectId} />
      </section>
    </div>
  );
}
