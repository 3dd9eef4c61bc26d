import { type ApiResult, Button, type DocumentPdf, failureText, toast } from '@atelier/shared';
import { saveDocumentPdf } from '@atelier/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type PdfDownloadButtonProps = {
  /** The document's PDF as the agency stored it (client-portal `get_*_pdf`). */
  fetchPdf: () => Promise<ApiResult<{ pdf: DocumentPdf }>>;
};

/**
 * A proposal's, invoice's or credit note's PDF: the file the agency's server made when it issued
 * the document, the same bytes the agency and the e-mail have.
 */
export function PdfDownloadButton({ fetchPdf }: PdfDownloadButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const [isFetching, setIsFetching] = useState(false);

  async function download() {
    setIsFetching(true);
    try {
      const failure = await saveDocumentPdf(await fetchPdf());
      if (failure) toast.error(failure === 'unreadable' ? t('pdf.failed') : failureText(failure));
    } finally {
      setIsFetching(false);
    }
  }

  return (
    <Button variant="secondary" disabled={isFetching} onClick={() => void download()}>
      {isFetching ? t('pdf.building') : t('pdf.download')}
    </Button>
  );
}
