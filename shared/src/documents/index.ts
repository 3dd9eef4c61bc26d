export { CreditNoteItems, type CreditNoteItemsProps } from './CreditNoteItems';
export { IssuerBlock } from './IssuerBlock';
export { LineItemsTable, type LineItemsTableProps } from './LineItemsTable';
export { PdfDownloadButton, type PdfDownloadButtonProps } from './PdfDownloadButton';
