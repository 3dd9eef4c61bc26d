import type { PDFFont, PDFPage } from 'pdf-lib';
import { toWinAnsi, wrapText } from '../records/index';
import { saveBlob } from '../ui/save-file';
import { drawLogo, type PdfLogo } from './agency-logo';
import { drawCover, embedCover, type PdfCover } from './cover-image';
import { embedPdfImage } from './pdf-image';

/**
 * A proposal or invoice laid out as an A4 PDF with pdf-lib's standard fonts, for the agency's
 * back office and the client portal alike (`@atelier/shared/pdf`, never on the root entry:
 * pdf-lib loads on the first download). Everything it prints arrives already translated and
 * formatted (money, dates), so this file only places text: header, recipient, an items table
 * that continues on new pages, totals, notes.
 */
export type PdfLine = { label: string; value: string; isStrong?: boolean };

export type PdfDocumentModel = {
  /** The agency's name, top left. */
  agency: string;
  /** Under the name: the agency's address lines, e-mail, phone, tax id (Settings). */
  agencyLines?: string[];
  /** The agency's logo, small at the top left of the first page. */
  logo?: PdfLogo | null;
  /** "Invoice", or the proposal's title. */
  title: string;
  /** The invoice number; null for a draft or a proposal. */
  reference: string | null;
  /** Dates and status, beside the title. */
  meta: PdfLine[];
  recipientTitle: string;
  recipient: string[];
  /** A proposal's summary. */
  intro: { title: string; text: string } | null;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  items: Array<{ description: string; quantity: string; unitPrice: string; amount: string }>;
  totals: PdfLine[];
  notes: { title: string; text: string } | null;
  /** "Page 1 of 2", in the admin's language. */
  pageLabel: (page: number, count: number) => string;
  /** The file's title in the PDF viewer. */
  documentTitle: string;
  /** A proposal's cover image, across the top of the first page. */
  cover?: PdfCover | null;
};

const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
const MARGIN = 50;
const BOTTOM = MARGIN + 20; // room for the page footer
const SIZE = { agency: 20, title: 16, text: 10, small: 8 } as const;
const LINE = 14;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Right edges of the numeric columns and the description's width. */
const COLUMNS = {
  amountRight: PAGE.width - MARGIN,
  unitRight: PAGE.width - MARGIN - 95,
  quantityRight: PAGE.width - MARGIN - 190,
  descriptionWidth: CONTENT_WIDTH - 260,
} as const;

export async function buildDocumentPdf(model: PdfDocumentModel): Promise<Uint8Array> {
  const pdfLib = await import('pdf-lib');
  const { PDFDocument, StandardFonts, rgb } = pdfLib;
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(model.documentTitle));
  pdf.setAuthor(toWinAnsi(model.agency));
  pdf.setCreator(toWinAnsi(model.agency));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const muted = rgb(0.38, 0.4, 0.45);
  const ink = rgb(0.1, 0.1, 0.12);
  const rule = rgb(0.82, 0.83, 0.86);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; isMuted?: boolean; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.text;
    const safe = toWinAnsi(value);
    const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font, color: options.isMuted ? muted : ink });
  };
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  /** Starts a new page unless `height` more points fit on this one. */
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };
  const line = () =>
    page.drawLine({
      start: { x: MARGIN, y: y + LINE - 10 },
      end: { x: PAGE.width - MARGIN, y: y + LINE - 10 },
      thickness: 0.5,
      color: rule,
    });

  // The logo first, as a letterhead; a logo that cannot be read is left out.
  const logo = model.logo
    ? await embedPdfImage(pdf, model.logo.url, model.logo.origin, 'the agency logo')
    : null;
  if (logo) y -= drawLogo(page, logo, { x: MARGIN, top: y }) + LINE;

  // The cover across the top of the first page, cropped to a 2:1 band when it is taller.
  const cover = model.cover ? await embedCover(pdf, model.cover) : null;
  if (model.cover && cover) {
    const box = { x: MARGIN, top: y, width: CONTENT_WIDTH, maxHeight: CONTENT_WIDTH / 2 };
    y -= drawCover(page, cover, model.cover.image.focal, box, pdfLib) + LINE * 2;
  }

  // Header: the agency and its details left, title and reference right, then the dates and
  // status; the recipient starts under the longer of the two columns.
  const headerTop = y;
  const agencyWidth = CONTENT_WIDTH / 2 - LINE;
  for (const nameLine of wrapText(model.agency, bold, SIZE.agency, agencyWidth)) {
    text(nameLine, MARGIN, { font: bold, size: SIZE.agency });
    y -= SIZE.agency + 2;
  }
  for (const agencyLine of (model.agencyLines ?? []).flatMap((value) =>
    wrapText(value, regular, SIZE.small, agencyWidth),
  )) {
    text(agencyLine, MARGIN, { size: SIZE.small, isMuted: true });
    y -= SIZE.small + 3;
  }
  const agencyBottom = y;
  y = headerTop;
  const titleLines = wrapText(model.title, bold, SIZE.title, CONTENT_WIDTH / 2);
  for (const titleLine of titleLines) {
    text(titleLine, PAGE.width - MARGIN, { font: bold, size: SIZE.title, alignRight: true });
    y -= SIZE.title + 4;
  }
  if (model.reference) {
    text(model.reference, PAGE.width - MARGIN, { alignRight: true });
    y -= LINE;
  }
  for (const meta of model.meta) {
    text(`${meta.label}: ${meta.value}`, PAGE.width - MARGIN, {
      alignRight: true,
      isMuted: true,
    });
    y -= LINE;
  }
  y = Math.min(y, agencyBottom);

  // Recipient.
  y -= LINE;
  text(model.recipientTitle, MARGIN, { font: bold, size: SIZE.small, isMuted: true });
  y -= LINE;
  for (const recipientLine of model.recipient.flatMap((value) =>
    wrapText(value, regular, SIZE.text, CONTENT_WIDTH / 2),
  )) {
    ensure(LINE);
    text(recipientLine, MARGIN);
    y -= LINE;
  }

  const paragraph = (section: { title: string; text: string }) => {
    y -= LINE;
    ensure(LINE * 2);
    text(section.title, MARGIN, { font: bold });
    y -= LINE;
    for (const textLine of wrapText(section.text, regular, SIZE.text, CONTENT_WIDTH)) {
      ensure(LINE);
      text(textLine, MARGIN);
      y -= LINE;
    }
  };
  if (model.intro) paragraph(model.intro);

  // Items: the header row is repeated at the top of every page the table runs onto.
  const tableHeader = () => {
    text(model.columns.description, MARGIN, { font: bold, size: SIZE.small, isMuted: true });
    text(model.columns.quantity, COLUMNS.quantityRight, {
      font: bold,
      size: SIZE.small,
      isMuted: true,
      alignRight: true,
    });
    text(model.columns.unitPrice, COLUMNS.unitRight, {
      font: bold,
      size: SIZE.small,
      isMuted: true,
      alignRight: true,
    });
    text(model.columns.amount, COLUMNS.amountRight, {
      font: bold,
      size: SIZE.small,
      isMuted: true,
      alignRight: true,
    });
    y -= LINE;
  };
  y -= LINE * 1.5;
  ensure(LINE * 3);
  tableHeader();
  for (const item of model.items) {
    const descriptionLines = wrapText(
      item.description,
      regular,
      SIZE.text,
      COLUMNS.descriptionWidth,
    );
    const height = descriptionLines.length * LINE + 6;
    if (y - height < BOTTOM) {
      newPage();
      tableHeader();
    }
    line();
    text(item.quantity, COLUMNS.quantityRight, { alignRight: true });
    text(item.unitPrice, COLUMNS.unitRight, { alignRight: true });
    text(item.amount, COLUMNS.amountRight, { alignRight: true });
    for (const descriptionLine of descriptionLines) {
      text(descriptionLine, MARGIN);
      y -= LINE;
    }
    y -= 6;
  }

  // Totals, right-aligned, kept together.
  ensure(model.totals.length * LINE + LINE);
  line();
  y -= 4;
  for (const total of model.totals) {
    const font = total.isStrong ? bold : regular;
    text(total.label, COLUMNS.unitRight, { font, alignRight: true, isMuted: !total.isStrong });
    text(total.value, COLUMNS.amountRight, { font, alignRight: true });
    y -= LINE;
  }

  if (model.notes) paragraph(model.notes);

  // Footer on every page, once the page count is known.
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = toWinAnsi(model.pageLabel(index + 1, pages.length));
    each.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, SIZE.small),
      y: MARGIN - 10,
      size: SIZE.small,
      font: regular,
      color: muted,
    });
  });

  return await pdf.save();
}

/** A file name from a title: "Shop redesign – phase 2" → "shop-redesign-phase-2". */
export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'document';
}

/** Offers the bytes as a download, as a link the browser follows would. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), fileName);
}
