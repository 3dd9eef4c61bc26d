import {
  Badge,
  type BadgeTone,
  Button,
  ErrorPanel,
  SelectField,
  Spinner,
  toast,
  useFormat,
} from '@atelier/shared';
import {
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatus,
} from '@atelier/shared/contract';
import { type Column, DataTable, EmptyState, kitStyles, saveBlob } from '@atelier/shared/kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../common/Pagination';
import { PAGE_SIZES, type PageSize } from '../../common/page-sizes';
import { SearchBox } from '../../common/SearchBox';
import { NAMESPACE } from '../../i18n';
import { exportSubscribers } from './api';
import { IssuesSection } from './IssuesSection';
import styles from './Marketing.module.css';
import { useMarketingFailure, useSubscribers } from './use-marketing';

const STATUS_TONE: Record<SubscriberStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'neutral',
};

const isStatus = (value: string | null): value is SubscriberStatus =>
  (SUBSCRIBER_STATUSES as readonly (string | null)[]).includes(value);

/** Subscribers (search and status in the URL), their CSV export, and the issues. */
export function NewsletterTab() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const describe = useMarketingFailure();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const askedStatus = params.get('status');
  const status = isStatus(askedStatus) ? askedStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  const query = useSubscribers({
    search,
    status,
    page,
    pageSize,
    sort: 'created_at',
    order: 'desc',
  });
  const [isExporting, setIsExporting] = useState(false);

  const setFilter = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );

  async function download() {
    setIsExporting(true);
    const result = await exportSubscribers(status);
    setIsExporting(false);
    if (!result.success) {
      toast.error(describe(result));
      return;
    }
    saveBlob(new Blob([result.csv], { type: 'text/csv;charset=utf-8' }), result.filename);
  }

  const columns: Column<Subscriber>[] = [
    { key: 'email', header: t('marketing.subscribers.columns.email'), render: (s) => s.email },
    {
      key: 'status',
      header: t('marketing.subscribers.columns.status'),
      render: (s) => (
        <Badge tone={STATUS_TONE[s.status]}>{t(`marketing.statuses.${s.status}`)}</Badge>
      ),
    },
    {
      key: 'created',
      header: t('marketing.subscribers.columns.created'),
      render: (s) => format.moment(s.created_at),
    },
    {
      key: 'confirmed',
      header: t('marketing.subscribers.columns.confirmed'),
      render: (s) => (s.confirmed_at ? format.moment(s.confirmed_at) : '—'),
    },
    {
      key: 'unsubscribed',
      header: t('marketing.subscribers.columns.unsubscribed'),
      render: (s) => (s.unsubscribed_at ? format.moment(s.unsubscribed_at) : '—'),
    },
  ];
  const data = query.data;

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('marketing.subscribers.title')}</h2>
      <div className={kitStyles.filterBar}>
        <div className={styles.filters}>
          <SearchBox
            label={t('marketing.subscribers.search')}
            value={search}
            onSearch={(value) => setFilter({ search: value })}
          />
          <SelectField
            label={t('marketing.subscribers.status')}
            value={status ?? ''}
            onChange={(event) => setFilter({ status: event.target.value })}
            options={[
              { value: '', label: t('marketing.subscribers.allStatuses') },
              ...SUBSCRIBER_STATUSES.map((value) => ({
                value,
                label: t(`marketing.statuses.${value}`),
              })),
            ]}
          />
        </div>
        <Button variant="secondary" onClick={() => void download()} disabled={isExporting}>
          {isExporting ? t('marketing.subscribers.exporting') : t('marketing.subscribers.export')}
        </Button>
      </div>
      {data ? (
        <>
          <p className={styles.counts}>
            {t('marketing.subscribers.counts', {
              confirmed: t('marketing.subscribers.confirmedCount', {
                count: data.counts.confirmed,
              }),
              pending: data.counts.pending,
              unsubscribed: t('marketing.subscribers.unsubscribedCount', {
                count: data.counts.unsubscribed,
              }),
            })}
          </p>
          <DataTable
            caption={t('marketing.subscribers.caption')}
            columns={columns}
            rows={data.subscribers}
            rowKey={(s) => s.id}
            empty={
              <EmptyState
                title={t('marketing.subscribers.emptyTitle')}
                description={t('marketing.subscribers.emptyDescription')}
              />
            }
          />
          <Pagination
            label={t('marketing.subscribers.pagination')}
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPage={(next) => setFilter({ page: String(next) })}
            onPageSize={(size) => {
              setPageSize(size);
              setFilter({});
            }}
          />
        </>
      ) : query.failure ? (
        <ErrorPanel
          title={t('marketing.subscribers.failedTitle')}
          message={describe(query.failure)}
          retryLabel={t('common.retry')}
          onRetry={query.refetch}
        />
      ) : (
        <Spinner label={t('marketing.subscribers.loading')} />
      )}
      <IssuesSection />
    </>
  );
}
