import { Button, toast } from '@atelier/shared';
import type { PdfDocumentModel } from '@atelier/shared/pdf';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type PdfDownloadButtonProps = {
  /** Called on click, so the PDF shows the document as it is then. */
  model: () => PdfDocumentModel;
  /** The file is named after it (`website-redesign.pdf`). */
  name: string;
};

/**
 * A proposal's or invoice's PDF, drawn in the browser as the agency's back office draws it
 * (`@atelier/shared/pdf`): pdf-lib loads with the first click, never with the page.
 */
export function PdfDownloadButton({ model, name }: PdfDownloadButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const [isBuilding, setIsBuilding] = useState(false);

  async function download() {
    setIsBuilding(true);
    try {
      const { buildDocumentPdf, saveFile, slugify } = await import('@atelier/shared/pdf');
      saveFile(await buildDocumentPdf(model()), `${slugify(name)}.pdf`);
    } catch (error) {
      console.error('[remote-portal] building a PDF failed', error);
      toast.error(t('pdf.failed'));
    } finally {
      setIsBuilding(false);
    }
  }

  return (
    <Button variant="secondary" disabled={isBuilding} onClick={() => void download()}>
      {isBuilding ? t('pdf.building') : t('pdf.download')}
    </Button>
  );
}
