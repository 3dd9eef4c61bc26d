import type { CreditNote } from '@atelier/shared';
import { getPortalCreditNotePdf } from '@atelier/shared/data/portal';
import { CreditNoteItems } from '@atelier/shared/documents';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Invoices.module.css';

/** The credit notes the agency issued against this invoice, each with its PDF. */
export function InvoiceCreditNotes({ notes }: { notes: CreditNote[] }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={kitStyles.sectionTitle}>
        {t('invoices.credit.title')}
      </h2>
      <ul>
        <CreditNoteItems notes={notes} fetchPdf={getPortalCreditNotePdf} t={t} />
      </ul>
    </section>
  );
}
