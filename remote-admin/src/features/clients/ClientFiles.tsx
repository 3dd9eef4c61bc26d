import { ErrorPanel, type PortalFile, Spinner, useFormat } from '@atelier/shared';
import { useClientFiles } from '@atelier/shared/data/clients';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { RecordSection } from '../../common/RecordSection';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import { downloadHref } from './download-href';

/** The files of the client's portal folder, whoever uploaded them, with downloads. */
export function ClientFiles({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const list = useClientFiles(clientId);
  const files = list.data?.files;

  const columns: Column<PortalFile>[] = [
    { key: 'name', header: t('clients.exchange.columns.name'), render: (file) => file.name },
    {
      key: 'size',
      header: t('clients.exchange.columns.size'),
      isNumeric: true,
      render: (file) => t('clients.exchange.kilobytes', { value: format.number(file.size / 1024) }),
    },
    {
      key: 'by',
      header: t('clients.exchange.columns.uploadedBy'),
      render: (file) =>
        file.uploaded_by === 'client'
          ? t('clients.exchange.theClient')
          : t('clients.exchange.theAgency'),
    },
    {
      key: 'date',
      header: t('clients.exchange.columns.date'),
      render: (file) => format.moment(file.uploaded_at),
    },
    {
      key: 'project',
      header: t('clients.exchange.columns.project'),
      render: (file) => file.project?.name ?? '—',
    },
    {
      key: 'download',
      header: t('clients.exchange.columns.download'),
      render: (file) =>
        file.url ? (
          <a
            href={downloadHref(file.url)}
            download={file.name}
            aria-label={t('clients.exchange.download', { name: file.name })}
          >
            {t('clients.exchange.downloadShort')}
          </a>
        ) : (
          '—'
        ),
    },
  ];

  let content = null;
  if (list.failure && !files) {
    content = (
      <ErrorPanel
        title={t('clients.exchange.filesFailed')}
        message={failureMessage(t, list.failure)}
        retryLabel={t('common.retry')}
        onRetry={list.refetch}
      />
    );
  } else if (!files) {
    content = <Spinner label={t('common.loading')} />;
  } else {
    content = (
      <DataTable
        caption={t('clients.exchange.filesCaption')}
        columns={columns}
        rows={files}
        rowKey={(file) => file.path}
        empty={<p>{t('clients.exchange.noFiles')}</p>}
      />
    );
  }

  return <RecordSection title={t('clients.exchange.files')}>{content}</RecordSection>;
}
