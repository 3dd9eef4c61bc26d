import { wrapText as wrapWinAnsi } from '@atelier/shared/records';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { drawable, embedDocumentFonts } from './fonts.ts';

/**
 * An invoice, a proposal or a credit note laid out as an A4 PDF (docs/records.md "Documents"),
 * on the server, in an embedded Unicode font. Everything it prints arrives already worded and
 * formatted in the document's language (document-models.ts), so this file only places text:
 * header, recipient, an items table that continues on new pages, totals, payment details, notes.
 */
export type PdfLine = { label: string; value: string; isStrong?: boolean };

export type PdfDocumentModel = {
  /** The agency's name, top left. */
  agency: string;
  /** Under the name: the agency's address lines, e-mail, phone, tax id (Settings). */
  agencyLines: string[];
  /** The agency's logo (a JPEG or a PNG), small at the top left of the first page. */
  logo: Uint8Array | null;
  /** A proposal's cover image (a JPEG or a PNG), across the top of the first page. */
  cover?: Uint8Array | null;
  /** "Invoice", "Credit note", or the proposal's title. */
  title: string;
  /** The document's number; null for a draft invoice or a proposal. */
  reference: string | null;
  /** Dates and status, beside the title. */
  meta: PdfLine[];
  recipientTitle: string;
  recipient: string[];
  /** A proposal's summary, a credit note's reason. */
  intro: { title: string; text: string } | null;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  items: Array<{ description: string; quantity: string; unitPrice: string; amount: string }>;
  totals: PdfLine[];
  /** How to pay: the terms and the bank details, one label and value a line. */
  payment: { title: string; lines: PdfLine[] } | null;
  notes: { title: string; text: string } | null;
  /** "Page 1 of 2", in the document's language. */
  pageLabel: (page: number, count: number) => string;
  /** The file's title in the PDF viewer. */
  documentTitle: string;
  /**
   * A preview of a draft: `word` ("DRAFT") across every page, `line` ("DRAFT: a preview, not an
   * issued invoice") at the top of each, where text extraction finds it too.
   */
  draftMark: { word: string; line: string } | null;
};

const PAGE = { width: 595.28, height: 841.89 } as const; // A4 in points
const MARGIN = 50;
const BOTTOM = MARGIN + 20; // room for the page footer
const SIZE = { agency: 20, title: 16, text: 10, small: 8 } as const;
const LINE = 14;
/** Space between two rows of the items table; the rule is drawn in its middle. */
const ROW_GAP = 8;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Right edges of the numeric columns and the description's width. */
const COLUMNS = {
  amountRight: PAGE.width - MARGIN,
  unitRight: PAGE.width - MARGIN - 95,
  quantityRight: PAGE.width - MARGIN - 190,
  descriptionWidth: CONTENT_WIDTH - 260,
} as const;
/** A letterhead's size: at most 48 pt tall and 180 pt wide, never enlarged past 2×. */
const LOGO_BOX = { width: 180, height: 48 } as const;

/** Lines of `text` at most `width` wide, every character the (Unicode) font has kept. */
const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] =>
  wrapWinAnsi(text, font, size, width, (value) => drawable(value, font));

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.82, 0.83, 0.86);

const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

async function embedImage(
  pdf: PDFDocument,
  bytes: Uint8Array | null | undefined,
): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    if (isJpeg(bytes)) return await pdf.embedJpg(bytes);
    if (isPng(bytes)) return await pdf.embedPng(bytes);
  } catch (error) {
    console.warn('[documents] an image could not be read; the PDF is made without it', error);
  }
  return null;
}

/**
 * The PDF's bytes. Its dates (creation, modification) are fixed to `issuedAt`, so rendering the
 * same document twice gives the same bytes (the stored one is still never drawn again).
 */
export async function renderDocumentPdf(
  model: PdfDocumentModel,
  issuedAt: Date = new Date(0),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(model.documentTitle);
  pdf.setAuthor(model.agency);
  pdf.setCreator(model.agency);
  pdf.setProducer('Atelier');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const { regular, bold } = await embedDocumentFonts(pdf, ['regular', 'bold']);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; isMuted?: boolean; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.text;
    const shown = drawable(value, font);
    const left = options.alignRight ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: left, y, size, font, color: options.isMuted ? MUTED : INK });
  };
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  /** Starts a new page unless `height` more points fit on this one. */
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };
  /** A rule above the row whose first baseline is `y`: clear of its letters and the row above. */
  const ruleAbove = () => {
    const at = y + SIZE.text + ROW_GAP / 2 - 2;
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: PAGE.width - MARGIN, y: at },
      thickness: 0.5,
      color: RULE,
    });
  };

  // The logo first, as a letterhead; a logo that cannot be read is left out.
  const logo = await embedImage(pdf, model.logo);
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 2);
    const height = logo.height * scale;
    page.drawImage(logo, { x: MARGIN, y: y - height, width: logo.width * scale, height });
    y -= height + LINE;
  }
  // The cover across the page, at most half as tall as it is wide, its ratio kept.
  const cover = await embedImage(pdf, model.cover);
  if (cover) {
    const scale = Math.min(CONTENT_WIDTH / cover.width, CONTENT_WIDTH / 2 / cover.height);
    const width = cover.width * scale;
    const height = cover.height * scale;
    page.drawImage(cover, {
      x: MARGIN + (CONTENT_WIDTH - width) / 2,
      y: y - height,
      width,
      height,
    });
    y -= height + LINE * 2;
  }

  // Header: the agency and its details left, title and reference right, then the dates and
  // status; the recipient starts under the longer of the two columns.
  y -= SIZE.agency - SIZE.text;
  const headerTop = y;
  const agencyWidth = CONTENT_WIDTH / 2 - LINE;
  for (const nameLine of wrapText(model.agency, bold, SIZE.agency, agencyWidth)) {
    text(nameLine, MARGIN, { font: bold, size: SIZE.agency });
    y -= SIZE.agency + 2;
  }
  for (const agencyLine of model.agencyLines.flatMap((value) =>
    wrapText(value, regular, SIZE.small, agencyWidth),
  )) {
    text(agencyLine, MARGIN, { size: SIZE.small, isMuted: true });
    y -= SIZE.small + 3;
  }
  const agencyBottom = y;
  y = headerTop;
  for (const titleLine of wrapText(model.title, bold, SIZE.title, CONTENT_WIDTH / 2)) {
    text(titleLine, PAGE.width - MARGIN, { font: bold, size: SIZE.title, alignRight: true });
    y -= SIZE.title + 4;
  }
  if (model.reference) {
    text(model.reference, PAGE.width - MARGIN, { alignRight: true });
    y -= LINE;
  }
  for (const meta of model.meta) {
    text(`${meta.label} ${meta.value}`, PAGE.width - MARGIN, { alignRight: true, isMuted: true });
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
    const header = { font: bold, size: SIZE.small, isMuted: true } as const;
    text(model.columns.description, MARGIN, header);
    text(model.columns.quantity, COLUMNS.quantityRight, { ...header, alignRight: true });
    text(model.columns.unitPrice, COLUMNS.unitRight, { ...header, alignRight: true });
    text(model.columns.amount, COLUMNS.amountRight, { ...header, alignRight: true });
    y -= LINE + ROW_GAP / 2;
  };
  y -= LINE * 1.5;
  ensure(LINE * 3);
  tableHeader();
  for (const item of model.items) {
    const lines = wrapText(item.description, regular, SIZE.text, COLUMNS.descriptionWidth);
    if (y - lines.length * LINE < BOTTOM) {
      newPage();
      tableHeader();
    }
    ruleAbove();
    text(item.quantity, COLUMNS.quantityRight, { alignRight: true });
    text(item.unitPrice, COLUMNS.unitRight, { alignRight: true });
    text(item.amount, COLUMNS.amountRight, { alignRight: true });
    for (const descriptionLine of lines) {
      text(descriptionLine, MARGIN);
      y -= LINE;
    }
    y -= ROW_GAP;
  }

  // Totals, right-aligned, kept together under a rule.
  ensure(model.totals.length * LINE + LINE);
  ruleAbove();
  for (const total of model.totals) {
    const font = total.isStrong ? bold : regular;
    text(total.label, COLUMNS.unitRight, { font, alignRight: true, isMuted: !total.isStrong });
    text(total.value, COLUMNS.amountRight, { font, alignRight: true });
    y -= LINE;
  }

  if (model.payment) {
    y -= LINE;
    ensure(LINE * (model.payment.lines.length + 1));
    text(model.payment.title, MARGIN, { font: bold });
    y -= LINE;
    const labelWidth = Math.max(
      ...model.payment.lines.map((line) => regular.widthOfTextAtSize(line.label, SIZE.text)),
    );
    for (const line of model.payment.lines) {
      text(line.label, MARGIN, { isMuted: true });
      text(line.value, MARGIN + labelWidth + 8, { font: line.isStrong ? bold : regular });
      y -= LINE;
    }
  }

  if (model.notes) paragraph(model.notes);

  // Footer on every page, once the page count is known; the draft mark across each.
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = model.pageLabel(index + 1, pages.length);
    each.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, SIZE.small),
      y: MARGIN - 10,
      size: SIZE.small,
      font: regular,
      color: MUTED,
    });
    if (model.draftMark) {
      const mark = model.draftMark;
      each.drawText(mark.line, {
        x: MARGIN,
        y: PAGE.height - MARGIN / 2 - SIZE.small,
        size: SIZE.small,
        font: bold,
        color: rgb(0.75, 0.15, 0.15),
      });
      const size = 96;
      const width = bold.widthOfTextAtSize(mark.word, size);
      const diagonal = Math.atan2(PAGE.height, PAGE.width);
      each.drawText(mark.word, {
        x: PAGE.width / 2 - (Math.cos(diagonal) * width) / 2,
        y: PAGE.height / 2 - (Math.sin(diagonal) * width) / 2,
        size,
        font: bold,
        color: rgb(0.85, 0.2, 0.2),
        opacity: 0.15,
        rotate: degrees((diagonal * 180) / Math.PI),
      });
    }
  });

  return await pdf.save({ useObjectStreams: false });
}
