import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { usePortalMessages, usePortalProjects } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import { ProjectFilter, useProjectParam } from '../files/ProjectFilter';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import styles from './Messages.module.css';
import { arrivedFromAgency } from './message-view';

/** How often an open conversation asks for the agency's answers. */
const POLL_MS = 30_000;

/** `/client-portal/messages` (`?project=`): the conversation with the agency, and writing to it. */
export default function MessagesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('messages.documentTitle'));
  const [projectId, setProjectId] = useProjectParam();
  const conversation = usePortalMessages(projectId);
  const projects = usePortalProjects().data?.projects ?? [];
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

  return (
    <div className={kitStyles.gridSections}>
      <PageHeader title={t('messages.title')} description={t('messages.description')} />
      <div className={styles.filters}>
        <ProjectFilter projects={projects} projectId={projectId} onChange={setProjectId} />
      </div>
      <ListBody list="messages" query={conversation} items={messages}>
        {(rows) => <MessageList messages={rows} />}
      </ListBody>
      <p role="status" aria-live="polite" className="at-visually-hidden">
        {announcement}
      </p>
      <section aria-labelledby={composerTitleId} className={styles.section}>
        <h2 id={composerTitleId} className={kitStyles.sectionTitle}>
          {t('messages.composer.title')}
        </h2>
        <MessageComposer key={projectId ?? ''} projectId={projectId} />
      </section>
    </div>
  );
}
