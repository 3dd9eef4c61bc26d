import { Button, ErrorPanel, FailureLine, Spinner, toast, useFormat } from '@atelier/shared';
import type { ContentRevision } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { type PageRef, restoreRevision } from './api';
import styles from './Content.module.css';
import { useContentFailure } from './content-failure';
import { useContentRevisions, useContentWrite } from './use-content';

/** Each publish of the page, newest first: who, when, which sections; Restore makes it the draft. */
export function RevisionsPanel({ pageRef }: { pageRef: PageRef }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const query = useContentRevisions(pageRef);
  const describe = useContentFailure();
  const write = useContentWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const revisions = query.data?.revisions;

  async function restore(revision: ContentRevision) {
    setFailure(null);
    setRestoring(revision.id);
    const result = await write(() => restoreRevision(revision.id));
    setRestoring(null);
    if (result.success) {
      toast.success(t('content.revisions.restored', { version: revision.version }));
    } else {
      setFailure(describe(result));
    }
  }

  let body: React.ReactNode;
  if (!revisions) {
    body = query.failure ? (
      <ErrorPanel
        title={t('content.revisions.failedTitle')}
        message={describe(query.failure)}
        retryLabel={t('common.retry')}
        onRetry={query.refetch}
      />
    ) : (
      <Spinner label={t('content.revisions.loading')} />
    );
  } else if (revisions.length === 0) {
    body = <p className={styles.muted}>{t('content.revisions.empty')}</p>;
  } else {
    body = (
      <ol className={kitStyles.gridList}>
        {revisions.map((revision) => (
          <li key={revision.id} className={styles.revision}>
            <p className={styles.revisionTitle}>
              {t('content.revisions.version', { version: revision.version })}
            </p>
            <p className={styles.muted}>
              {t('content.revisions.by', {
                who: revision.author
                  ? `${revision.author.name} (${revision.author.email})`
                  : t('content.revisions.unknownAuthor'),
                when: format.moment(revision.published_at),
              })}
            </p>
            {revision.changed.length > 0 ? (
              <p className={styles.muted}>
                {t('content.revisions.changed', { sections: revision.changed.join(', ') })}
              </p>
            ) : null}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={restoring !== null}
              aria-label={t('content.revisions.restoreNamed', { version: revision.version })}
              onClick={() => void restore(revision)}
            >
              {t('content.revisions.restore')}
            </Button>
          </li>
        ))}
      </ol>
    );
  }

  return (
    // A named section, not an <aside>: inside <main> a complementary landmark is not top-level.
    <section className={kitStyles.gridStack} aria-labelledby="content-revisions-title">
      <h2 id="content-revisions-title" className={styles.partTitle}>
        {t('content.revisions.title')}
      </h2>
      <FailureLine>{failure}</FailureLine>
      {body}
    </section>
  );
}
