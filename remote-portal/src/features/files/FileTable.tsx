import { getRuntimeConfig, type PortalFile, useFormat } from '@atelier/shared';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Files.module.css';
import { formatFileSize, signedDownloadHref } from './file-checks';

/** The shared files with their signed download links (valid a few minutes, reloaded with the list). */
export function FileTable({ files, caption }: { files: PortalFile[]; caption: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { backendUrl } = getRuntimeConfig();
  const columns: Column<PortalFile>[] = [
    { key: 'name', header: t('files.columns.name'), render: (file) => file.name },
    {
      key: 'size',
      header: t('files.columns.size'),
      isNumeric: true,
      render: (file) => formatFileSize(file.size, format),
    },
    { key: 'type', header: t('files.columns.type'), render: (file) => file.type },
    {
      key: 'by',
      header: t('files.columns.uploadedBy'),
      render: (file) => t(`files.uploadedBy.${file.uploaded_by}`),
    },
    {
      key: 'date',
      header: t('files.columns.date'),
      render: (file) => format.moment(file.uploaded_at),
    },
    {
      key: 'project',
      header: t('files.columns.project'),
      render: (file) => file.project?.name ?? t('files.noProject'),
    },
    {
      key: 'download',
      header: t('files.columns.download'),
      render: (file) =>
        file.url ? (
          <a
            className={styles.download}
            href={signedDownloadHref(backendUrl, file.url)}
            download={file.name}
            aria-label={t('files.download', { name: file.name })}
          >
            {t('files.downloadShort')}
          </a>
        ) : (
          <span className={styles.muted}>{t('files.unavailable')}</span>
        ),
    },
  ];
  return (
    <DataTable caption={caption} columns={columns} rows={files} rowKey={(file) => file.path} />
  );
}
