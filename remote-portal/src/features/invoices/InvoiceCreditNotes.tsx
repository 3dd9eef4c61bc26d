import { Button, type CreditNote, failureText, toast, useFormat } from '@atelier/shared';
import { getPortalCreditNotePdf, saveDocumentPdf } from '@atelier/shared/api';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Invoices.module.css';

/** The credit notes the agency issued against this invoice, each with its PDF. */
export function InvoiceCreditNotes({ notes }: { notes: CreditNote[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = useId();
  if (notes.length === 0) return null;
  async function download(id: string) {
    const failure = await saveDocumentPdf(await getPortalCreditNotePdf(id));
    if (failure) toast.error(failure === 'unreadable' ? t('pdf.failed') : failureText(failure));
  }
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('invoices.credit.title')}
      </h2>
      <ul>
        {notes.map((note) => (
          <li key={note.id}>
            {t('invoices.credit.line', {
              number: note.number,
              date: format.day(note.issue_date),
              amount: format.money(note.total_cents, note.currency),
              reason: note.reason,
            })}{' '}
            <Button
              variant="secondary"
              aria-label={t('invoices.credit.downloadOf', { number: note.number })}
              onClick={() => void download(note.id)}
            >
              {t('pdf.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
