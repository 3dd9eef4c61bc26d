import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { usePortalFiles, usePortalProjects } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import styles from './Files.module.css';
import { FileTable } from './FileTable';
import { FileUploadForm } from './FileUploadForm';
import { ProjectFilter, useProjectParam } from './ProjectFilter';

/** `/client-portal/files` (`?project=`): the files shared with the agency, and uploading one. */
export default function FilesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('files.documentTitle'));
  const [projectId, setProjectId] = useProjectParam();
  const list = usePortalFiles(projectId);
  const projects = usePortalProjects().data?.projects ?? [];
  const files = list.data?.files;
  const [announcement, setAnnouncement] = useState('');
  const uploadTitleId = useId();

  return (
    <div className={kitStyles.gridSections}>
      <PageHeader title={t('files.title')} description={t('files.description')} />
      <section aria-labelledby={uploadTitleId} className={kitStyles.gridStack}>
        <h2 id={uploadTitleId} className={kitStyles.sectionTitle}>
          {t('files.upload.title')}
        </h2>
        <FileUploadForm
          key={projectId ?? ''}
          projects={projects}
          projectId={projectId}
          onUploaded={(name) => setAnnouncement(t('files.upload.done', { name }))}
        />
        <p role="status" className={announcement ? styles.success : 'at-visually-hidden'}>
          {announcement}
        </p>
      </section>
      <div className={styles.filters}>
        <ProjectFilter projects={projects} projectId={projectId} onChange={setProjectId} />
      </div>
      <ListBody list="files" query={list} items={files}>
        {(rows) => <FileTable files={rows} caption={t('files.caption')} />}
      </ListBody>
    </div>
  );
}
