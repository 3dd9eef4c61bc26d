import {
  EmptyState,
  ErrorPanel,
  LoadingSpinner,
  PageHeader,
  useDocumentTitle,
} from '@atelier/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import styles from './Files.module.css';
import { FileTable } from './FileTable';
import { FileUploadForm } from './FileUploadForm';
import { ProjectFilter, useProjectParam } from './ProjectFilter';
import { usePortalFiles, usePortalProjectChoices } from './use-files';

/** `/client-portal/files` (`?project=`): the files shared with the agency, and uploading one. */
export default function FilesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('files.documentTitle'));
  const [projectId, setProjectId] = useProjectParam();
  const list = usePortalFiles(projectId);
  const projects = usePortalProjectChoices().data?.projects ?? [];
  const files = list.data?.files;
  const [announcement, setAnnouncement] = useState('');
  const uploadTitleId = useId();

  let body: ReactNode;
  if (list.failure && !files) {
    body = (
      <ErrorPanel
        title={t('files.loadFailed')}
        message={portalFailureMessage(t, list.failure)}
        retryLabel={t('files.retry')}
        onRetry={list.refetch}
      />
    );
  } else if (!files) {
    body = <LoadingSpinner />;
  } else if (files.length === 0) {
    body = <EmptyState title={t('files.empty.title')} description={t('files.empty.text')} />;
  } else {
    body = <FileTable files={files} caption={t('files.caption')} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('files.title')} description={t('files.description')} />
      <section aria-labelledby={uploadTitleId} className={styles.section}>
        <h2 id={uploadTitleId} className={styles.sectionTitle}>
          {t('files.upload.title')}
        </h2>
        <FileUploadForm
          key={projectId ?? ''}
          projects={projects}
          projectId={projectId}
          onUploaded={(name) => setAnnouncement(t('files.upload.done', { name }))}
        />
        <p role="status" className={announcement ? styles.success : styles.visuallyHidden}>
          {announcement}
        </p>
      </section>
      <div className={styles.filters}>
        <ProjectFilter projects={projects} projectId={projectId} onChange={setProjectId} />
      </div>
      {body}
    </div>
  );
}
