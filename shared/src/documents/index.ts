export { CreditNoteItems, type CreditNoteItemsProps } from './CreditNoteItems';
export { IssuerBlock } from './IssuerBlock';
export { PdfDownloadButton, type PdfDownloadButtonProps } from './PdfDownloadButton';
