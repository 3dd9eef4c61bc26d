import { Button, SelectField, toast } from '@atelier/shared';
import { EMAIL_STATUSES, EMAIL_TEMPLATE_KEYS, type OutboxRow } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListToolbar } from '../../common/ListToolbar';
import { KeyedListView } from '../../common/ListView';
import type { PageSize } from '../../common/page-sizes';
import { NAMESPACE } from '../../i18n';
import { resendMessage } from './api';
import { useEmailFailure } from './email-failure';
import { OutboxTable } from './OutboxTable';
import {
  hasOutboxFilters,
  type OutboxFilters,
  parseOutboxFilters,
  toOutboxQuery,
  writeOutboxFilters,
} from './outbox-filters';
import { useEmailWrite, useOutbox } from './use-email';

/** Every message sent or to send: search, state and template filters, Resend. */
export function OutboxTab() {
  const { t } = useTranslation(NAMESPACE);
  const describe = useEmailFailure();
  const write = useEmailWrite();
  const [params, setParams] = useSearchParams();
  const filters = parseOutboxFilters(params);
  const list = useOutbox(toOutboxQuery(filters));
  const [resending, setResending] = useState<string | null>(null);
  const isFiltered = hasOutboxFilters(filters);

  // Any change but a page turn goes back to page 1; Replace, so Back leaves the page.
  const change = (next: Partial<OutboxFilters>) =>
    setParams(writeOutboxFilters({ ...filters, page: 1, ...next }), { replace: true });
  const clear = () => setParams({ tab: 'outbox' }, { replace: true });
  // A page turn keeps the page asked for; a new page size starts again at page 1.
  const turnPage = (next: { page: number } | { pageSize: PageSize }) =>
    setParams(
      writeOutboxFilters({ ...filters, ...('pageSize' in next ? { page: 1 } : {}), ...next }),
      { replace: true },
    );

  async function resend(message: OutboxRow) {
    setResending(message.id);
    const result = await write(() => resendMessage(message.id));
    setResending(null);
    if (result.success) toast.success(t('email.outbox.resent', { to: message.to_email }));
    else toast.error(describe(result));
  }

  return (
    <>
      <ListToolbar
        label={t('email.outbox.filtersLabel')}
        searchPlaceholder={t('email.outbox.searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => change({ search })}
        isFiltered={isFiltered}
        onClear={clear}
      >
        <SelectField
          label={t('email.outbox.columns.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('common.filters.any') },
            ...EMAIL_STATUSES.map((status) => ({
              value: status,
              label: t(`email.statuses.${status}`),
            })),
          ]}
          onChange={(event) =>
            change({
              status: parseOutboxFilters(new URLSearchParams({ status: event.target.value }))
                .status,
            })
          }
        />
        <SelectField
          label={t('email.outbox.columns.template')}
          value={filters.template ?? ''}
          options={[
            { value: '', label: t('common.filters.any') },
            ...EMAIL_TEMPLATE_KEYS.map((key) => ({ value: key, label: t(`email.names.${key}`) })),
          ]}
          onChange={(event) =>
            change({
              template: parseOutboxFilters(new URLSearchParams({ template: event.target.value }))
                .template,
            })
          }
        />
      </ListToolbar>
      <KeyedListView
        keys="email.outbox"
        page={{ filters, list, isFiltered, clear, change: turnPage }}
        describeFailure={describe}
        loadingLabel={t('email.outbox.loading')}
        emptyAction={
          <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
            {t('email.outbox.empty.action')}
          </Button>
        }
      >
        <OutboxTable
          messages={list.data?.messages ?? []}
          resending={resending}
          onResend={(row) => void resend(row)}
        />
      </KeyedListView>
    </>
  );
}
