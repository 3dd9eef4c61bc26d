import { Button, toast } from '@atelier/shared';
import type { PdfDocumentModel } from '@atelier/shared/pdf';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type DocumentActionsProps = {
  /** Called on click, so the PDF shows the document as it is then. */
  model: () => PdfDocumentModel;
  fileName: string;
};

/** Print (the page's print stylesheet shows the document alone) and a PDF built in the browser. */
export function DocumentActions({ model, fileName }: DocumentActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [isBuilding, setIsBuilding] = useState(false);

  async function download() {
    setIsBuilding(true);
    try {
      // pdf-lib loads with the layout code on the first click, never with the page.
      const { buildDocumentPdf, saveFile } = await import('@atelier/shared/pdf');
      saveFile(await buildDocumentPdf(model()), fileName);
    } catch (error) {
      console.error('[remote-admin] building a PDF failed', error);
      toast.error(t('pdf.failed'));
    } finally {
      setIsBuilding(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('pdf.print')}
      </Button>
      <Button variant="secondary" disabled={isBuilding} onClick={() => void download()}>
        {isBuilding ? t('pdf.building') : t('pdf.download')}
      </Button>
    </>
  );
}
