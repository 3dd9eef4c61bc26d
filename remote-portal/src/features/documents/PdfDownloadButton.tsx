import type { ApiResult, DocumentPdf } from '@atelier/shared';
import { PdfDownloadButton as KitPdfDownloadButton } from '@atelier/shared/documents';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** A proposal's, invoice's or credit note's PDF (client-portal `get_*_pdf`), in the portal's words. */
export function PdfDownloadButton({
  fetchPdf,
}: {
  fetchPdf: () => Promise<ApiResult<{ pdf: DocumentPdf }>>;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <KitPdfDownloadButton
      fetchPdf={fetchPdf}
      labels={{ download: t('pdf.download'), building: t('pdf.building'), failed: t('pdf.failed') }}
    />
  );
}
