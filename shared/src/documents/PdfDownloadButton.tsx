import { type ApiResult, Button, failureText, toast } from '@atelier/shared';
import { useState } from 'react';
import { saveDocumentPdf } from '../api/document-pdf';
import type { DocumentPdf } from '../contract/documents';

export type PdfDownloadButtonProps = {
  /** The document's PDF as the server stored it (`get_pdf`, the portal's `get_*_pdf`). */
  fetchPdf: () => Promise<ApiResult<{ pdf: DocumentPdf }>>;
  /** The app's own words: the button, while it fetches, and when the file cannot be read. */
  labels: { download: string; building: string; failed: string };
};

/**
 * A proposal's, invoice's or credit note's PDF: the file the server made when it issued the
 * document, the same bytes the agency, the client and the e-mail have. A refusal is worded by
 * the shared failure wording, an unreadable file by `labels.failed`.
 */
export function PdfDownloadButton({ fetchPdf, labels }: PdfDownloadButtonProps) {
  const [isFetching, setIsFetching] = useState(false);

  async function download() {
    setIsFetching(true);
    try {
      const failure = await saveDocumentPdf(await fetchPdf());
      if (failure) toast.error(failure === 'unreadable' ? labels.failed : failureText(failure));
    } finally {
      setIsFetching(false);
    }
  }

  return (
    <Button variant="secondary" disabled={isFetching} onClick={() => void download()}>
      {isFetching ? labels.building : labels.download}
    </Button>
  );
}
