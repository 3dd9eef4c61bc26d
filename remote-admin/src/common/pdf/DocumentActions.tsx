import { type ApiResult, Button, type DocumentPdf, failureText, toast } from '@atelier/shared';
import { saveDocumentPdf } from '@atelier/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type DocumentActionsProps = {
  /** The document's PDF as the server has it (get_pdf): the stored file, or a draft's preview. */
  fetchPdf: () => Promise<ApiResult<{ pdf: DocumentPdf }>>;
};

/**
 * Print (the page's print stylesheet shows the document alone) and the PDF the server made
 * when the document was issued: the very file the client downloads and the e-mail carried.
 */
export function DocumentActions({ fetchPdf }: DocumentActionsProps) {
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
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('pdf.print')}
      </Button>
      <Button variant="secondary" disabled={isFetching} onClick={() => void download()}>
        {isFetching ? t('pdf.building') : t('pdf.download')}
      </Button>
    </>
  );
}
