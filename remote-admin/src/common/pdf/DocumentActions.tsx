import { type ApiResult, Button, type DocumentPdf } from '@atelier/shared';
import { PdfDownloadButton } from '@atelier/shared/documents';
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
  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('pdf.print')}
      </Button>
      <PdfDownloadButton
        fetchPdf={fetchPdf}
        labels={{
          download: t('pdf.download'),
          building: t('pdf.building'),
          failed: t('pdf.failed'),
        }}
      />
    </>
  );
}
