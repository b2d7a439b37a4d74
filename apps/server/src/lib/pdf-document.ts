import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dateTimeFormat } from '@rentease/contract';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@rentease/i18n';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatCalendarDate, MARKET_TIME_ZONE } from './dates.js';

type ParsedFont = ReturnType<typeof fontkit.create>;
type FontPair = { regular: ParsedFont; bold: ParsedFont };
let fonts: FontPair | undefined;
let devanagariFonts: FontPair | undefined;

/**
 * DejaVu Sans (pdfkit's Helvetica has no ₹ glyph), parsed once per process: pdfkit subsets a
 * shared parsed font afresh per document, synchronously in doc.end(), so sharing it is safe.
 */
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parse = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    fonts = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}

/**
 * Noto Sans Devanagari (OFL) for Hindi documents, as Google Fonts ships it: one file holds
 * Devanagari, Latin, digits and ₹, so names, references and amounts need no second font. fontkit
 * shapes it (conjuncts, vowel signs placed before their consonant). Parsed once, like DejaVu.
 */
function loadDevanagariFonts() {
  if (!devanagariFonts) {
    const require = createRequire(import.meta.url);
    const parse = (file: string) =>
      fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`)));
    devanagariFonts = {
      regular: parse('400Regular/NotoSansDevanagari_400Regular.ttf'),
      bold: parse('700Bold/NotoSansDevanagari_700Bold.ttf'),
    };
  }
  return devanagariFonts;
}

/** @types/pdfkit 0.17 predates pdfkit 0.20's acceptance of parsed fonts in registerFont. */
function asFontSource(font: ParsedFont): PDFKit.Mixins.PDFFontSource {
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

export const PDF_FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;
export const PDF_COLORS = { ink: '#1f2933', muted: '#6b7280', accent: '#0f766e', rule: '#d9dee3', boxFill: '#f0faf8' };
export const PDF_MARGIN = 56;

export type PdfInfo = {
  title: string;
  subject: string;
  /**
   * Written as the document's creation date. A document that is hashed (the rental agreement)
   * passes a date of its own facts, never "now", so the same facts always give the same bytes.
   */
  createdAt: Date;
  /** The reader's language: Hindi documents are set in a Devanagari face. English when left out. */
  language?: Language;
};

/**
 * An A4 document with our fonts; `draw` fills it, and the promise resolves with the whole PDF.
 * pdfkit writes no random ids unless asked to encrypt, so the bytes depend only on what is drawn
 * and on `info`.
 */
export function renderPdf(info: PdfInfo, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const language = info.language ?? DEFAULT_LANGUAGE;
  // The font names are roles (regular, bold); the face that plays them depends on the language.
  const { regular, bold } = language === 'hi' ? loadDevanagariFonts() : loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    lang: INTL_LOCALES[language],
    displayTitle: true,
    info: { Title: info.title, Author: 'RentEase', Subject: info.subject, Creator: 'RentEase', CreationDate: info.createdAt },
  });
  doc.registerFont(PDF_FONT.regular, asFontSource(regular));
  doc.registerFont(PDF_FONT.bold, asFontSource(bold));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
};
const DATE_ONLY: Intl.DateTimeFormatOptions = { timeZone: MARKET_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * An instant as people in India read it, in the paper's language: '02/03/2026, 01:30 am IST'
 * (Intl names the time zone in languages other than English).
 */
export function formatPdfDateTime(at: Date, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return `${dateTimeFormat(INTL_LOCALES[language], DATE_TIME).format(at)} IST`;
  return dateTimeFormat(INTL_LOCALES[language], { ...DATE_TIME, timeZoneName: 'short' }).format(at);
}

/** An instant's calendar day in India: '02/03/2026'. */
export const formatPdfDay = (at: Date, language: Language = DEFAULT_LANGUAGE) =>
  dateTimeFormat(INTL_LOCALES[language], DATE_ONLY).format(at);

/** A calendar date (yyyy-mm-dd) as the paper's language writes it: dd/mm/yyyy in English. */
export function formatPdfDate(date: string, language: Language = DEFAULT_LANGUAGE): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatCalendarDate(date, language) : date;
}

/** Title on the left, a reference on the right, an accent rule under both; returns the y below. */
export function drawPdfHeader(doc: PDFKit.PDFDocument, title: string, label: string, value: string, subtitle?: string): number {
  const left = PDF_MARGIN;
  const width = doc.page.width - 2 * PDF_MARGIN;
  const top = PDF_MARGIN;
  doc.font(PDF_FONT.bold).fontSize(20).fillColor(PDF_COLORS.ink).text(title, left, top, { lineBreak: false });
  if (subtitle) {
    doc
      .font(PDF_FONT.regular)
      .fontSize(9)
      .fillColor(PDF_COLORS.muted)
      .text(subtitle, left, top + 28, { lineBreak: false });
  }
  doc
    .font(PDF_FONT.regular)
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(label, left, top + 2, { width, align: 'right' });
  doc
    .font(PDF_FONT.bold)
    .fontSize(13)
    .fillColor(PDF_COLORS.ink)
    .text(value, left, top + 14, { width, align: 'right' });
  const y = top + 50;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(2)
    .strokeColor(PDF_COLORS.accent)
    .stroke();
  return y + 20;
}

/** A heading; returns the y below it (a new page first when too little room is left for it). */
export function drawPdfHeading(doc: PDFKit.PDFDocument, title: string, y: number): number {
  const at = ensureRoom(doc, y, 60);
  doc.font(PDF_FONT.bold).fontSize(12).fillColor(PDF_COLORS.ink).text(title, PDF_MARGIN, at, { lineBreak: false });
  const below = at + 18;
  doc
    .moveTo(PDF_MARGIN, below)
    .lineTo(doc.page.width - PDF_MARGIN, below)
    .lineWidth(0.75)
    .strokeColor(PDF_COLORS.ink)
    .stroke();
  return below + 8;
}

/** Label/value rows, labels left and values right; returns the y below them. */
export function drawPdfRows(doc: PDFKit.PDFDocument, rows: [string, string][], y: number, labelWidth = 150): number {
  const left = PDF_MARGIN;
  const width = doc.page.width - 2 * PDF_MARGIN;
  let at = y;
  for (const [label, value] of rows) {
    at = ensureRoom(doc, at, 30);
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .fillColor(PDF_COLORS.muted)
      .text(label, left, at, { width: labelWidth - 10 });
    const labelBottom = doc.y;
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .fillColor(PDF_COLORS.ink)
      .text(value, left + labelWidth, at, { width: width - labelWidth, align: 'right' });
    at = Math.max(labelBottom, doc.y) + 6;
    doc
      .moveTo(left, at - 3)
      .lineTo(left + width, at - 3)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.rule)
      .stroke();
    at += 4;
  }
  return at;
}

/** A paragraph across the page; returns the y below it. */
export function drawPdfParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  options: { bold?: boolean; size?: number } = {},
) {
  const at = ensureRoom(doc, y, 40);
  doc
    .font(options.bold ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(options.size ?? 10)
    .fillColor(PDF_COLORS.ink)
    .text(text, PDF_MARGIN, at, { width: doc.page.width - 2 * PDF_MARGIN, align: 'left', lineGap: 2 });
  return doc.y + 6;
}

/** A small muted line at the bottom of the current page (inside the margin, so no page is added). */
export function drawPdfFooter(doc: PDFKit.PDFDocument, left: string, right: string): void {
  const width = doc.page.width - 2 * PDF_MARGIN;
  const y = doc.page.height - PDF_MARGIN - 24;
  doc
    .moveTo(PDF_MARGIN, y)
    .lineTo(PDF_MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
  doc
    .font(PDF_FONT.regular)
    .fontSize(8.5)
    .fillColor(PDF_COLORS.muted)
    .text(left, PDF_MARGIN, y + 8, { lineBreak: false });
  doc.text(right, PDF_MARGIN, y + 8, { width, align: 'right', lineBreak: false });
}

/** Starts a new page when fewer than `needed` points are left above the footer; returns where to draw. */
export function ensureRoom(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= doc.page.height - PDF_MARGIN - 40) return y;
  doc.addPage();
  return PDF_MARGIN;
}
