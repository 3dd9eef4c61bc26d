export { IssuerBlock } from './IssuerBlock';
export { PdfDownloadButton, type PdfDownloadButtonProps } from './PdfDownloadButton';
