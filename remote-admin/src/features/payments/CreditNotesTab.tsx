import { Button, type CreditNote, toast, useFormat } from '@atelier/shared';
import { getCreditNotes, useCreditNoteList } from '@atelier/shared/data/invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListTable } from '../../common/ListTable';
import listStyles from '../../common/RecordList.module.css';
import { RecordListPage, useListPage } from '../../common/RecordListPage';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import { downloadCsv } from '../leads/lead-csv';
import { creditNotesToCsv, fetchAllCreditNotes } from './credit-note-csv';
import {
  type CreditNoteFilters,
  creditNoteFilters,
  toCreditNoteQuery,
} from './credit-note-filters';
import styles from './Payments.module.css';

/**
 * `/admin/payments?tab=credit-notes`: every credit note, newest first, with the invoice it
 * corrects, and their CSV (docs/records.md "Credit notes"). They are issued from an invoice.
 */
/** The list of the URL's filters, as the invoices function reads them. */
const useCreditNotePage = (filters: CreditNoteFilters) =>
  useCreditNoteList(toCreditNoteQuery(filters));

export function CreditNotesTab() {
  const page = useListPage(creditNoteFilters, useCreditNotePage);
  const { list } = page;

  return (
    <>
      {list.data?.total === 0 ? null : (
        <div className={styles.tabActions}>
          <CreditNoteExportButton />
        </div>
      )}
      <RecordListPage keys="creditNotes" page={page}>
        <CreditNoteTable notes={list.data?.credit_notes ?? []} isBusy={list.isFetching} />
      </RecordListPage>
    </>
  );
}

function CreditNoteTable({ notes, isBusy }: { notes: readonly CreditNote[]; isBusy: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <ListTable
      caption={t('creditNotes.caption')}
      isBusy={isBusy}
      columns={
        <>
          <th scope="col">{t('creditNotes.columns.number')}</th>
          <th scope="col">{t('creditNotes.columns.date')}</th>
          <th scope="col">{t('creditNotes.columns.client')}</th>
          <th scope="col">{t('creditNotes.columns.invoice')}</th>
          <th scope="col">{t('creditNotes.columns.reason')}</th>
          <th scope="col" className={listStyles.numeric}>
            {t('creditNotes.columns.amount')}
          </th>
        </>
      }
    >
      {notes.map((note) => (
        <tr key={note.id}>
          <th scope="row" className={listStyles.nowrap}>
            {note.number}
          </th>
          <td className={listStyles.nowrap}>{format.day(note.issue_date)}</td>
          <td>{note.clients.name}</td>
          <td className={listStyles.nowrap}>
            <Link to={`/admin/payments/invoices/${note.invoice_id}`} className={listStyles.link}>
              {note.invoice_number}
            </Link>
          </td>
          <td>{note.reason}</td>
          <td className={listStyles.numeric}>{format.money(note.total_cents, note.currency)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Downloads every credit note (at most 5,000), read from the server, never the demo data. */
function CreditNoteExportButton() {
  const { t } = useTranslation(NAMESPACE);
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      const result = await fetchAllCreditNotes({}, (query) =>
        getCreditNotes(query, { demoFallback: false }),
      );
      if (!result.success) {
        toast.error(failureMessage(t, result));
        return;
      }
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(creditNotesToCsv(result.credit_notes), `credit-notes-${day}.csv`);
      toast.success(t('creditNotes.export.done', { count: result.credit_notes.length }));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button variant="secondary" disabled={isExporting} onClick={() => void exportCsv()}>
      {isExporting ? t('creditNotes.export.working') : t('creditNotes.export.label')}
    </Button>
  );
}
