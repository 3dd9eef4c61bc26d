import {
  type ApiResult,
  Button,
  type ButtonProps,
  type CreditNote,
  failureText,
  toast,
  useFormat,
} from '@atelier/shared';
import { saveDocumentPdf } from '../api/document-pdf';
import type { DocumentPdf } from '../contract/documents';

export type CreditNoteItemsProps = {
  notes: readonly CreditNote[];
  /** A note's stored PDF (the admin's `get_credit_note_pdf`, the portal's own). */
  fetchPdf: (id: string) => Promise<ApiResult<{ pdf: DocumentPdf }>>;
  /**
   * The app's words, by the keys both apps share: `invoices.credit.line`,
   * `invoices.credit.downloadOf`, `pdf.download` and `pdf.failed`.
   */
  t: (key: string, options: Record<string, unknown>) => string;
  buttonSize?: ButtonProps['size'];
};

/**
 * An invoice's credit notes, one list item each: its number, day, amount and reason, then a
 * button that saves its PDF (a refusal worded by the shared failure wording).
 */
export function CreditNoteItems({ notes, fetchPdf, t, buttonSize }: CreditNoteItemsProps) {
  const format = useFormat();
  async function download(id: string) {
    const failure = await saveDocumentPdf(await fetchPdf(id));
    if (failure) toast.error(failure === 'unreadable' ? t('pdf.failed', {}) : failureText(failure));
  }
  return notes.map((note) => (
    <li key={note.id}>
      {t('invoices.credit.line', {
        number: note.number,
        date: format.day(note.issue_date),
        amount: format.money(note.total_cents, note.currency),
        reason: note.reason,
      })}{' '}
      <Button
        size={buttonSize}
        variant="secondary"
        aria-label={t('invoices.credit.downloadOf', { number: note.number })}
        onClick={() => void download(note.id)}
      >
        {t('pdf.download', {})}
      </Button>
    </li>
  ));
}
