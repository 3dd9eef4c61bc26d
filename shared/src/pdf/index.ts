/**
 * `@atelier/shared/pdf`: proposals and invoices drawn as PDFs in the browser. Import it
 * dynamically (`await import('@atelier/shared/pdf')`) so pdf-lib comes with the first
 * download, never with a page.
 */
export { PDF_LOGO_BOX, type PdfLogo } from './agency-logo';
export { type PdfCover, pdfCoverVariant } from './cover-image';
export {
  buildDocumentPdf,
  type PdfDocumentModel,
  type PdfLine,
  saveFile,
  slugify,
} from './document-pdf';
