import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatInr } from '../../lib/money.js';
import { formatPdfDate, formatPdfDateTime, formatPdfDay } from '../../lib/pdf-document.js';

export type InvoiceData = {
  /** Sequential, assigned when the payment is taken (RE-000042); null before that. */
  invoiceNumber: string | null;
  /** The invoice id shown on the invoice. */
  paymentId: string;
  transactionId: string | null;
  /** Payment status as stored: 'paid' | 'refund_pending' | 'refunded' | … */
  status: string;
  /** Integer paise. */
  amountPaise: number;
  /**
   * What the amount pays for, when it is more than a stay's rent: its rent and the security
   * deposit (a first payment with a deposit), or one month of a monthly stay (`rentPeriod`: its
   * first and last day). Printed as lines of their own; left out, the amount is all rent.
   */
  breakdown?: { rentPaise: number; depositPaise: number; rentPeriod: { from: string; to: string } | null };
  /** Paise returned (or owed back while refund_pending) to the card; 0 when nothing was refunded. */
  refundedAmountPaise: number;
  refundedAt: Date | null;
  paidAt: Date | null;
  booking: {
    id: string | null;
    /** The short reference people quote, e.g. RE-2026-00042. */
    reference: string | null;
    propertyId: string | null;
    /** yyyy-mm-dd */
    moveInDate: string | null;
    durationMonths: number | null;
    /** yyyy-mm-dd: the stay's last night (the contract's lastNightOf), as every other screen shows it. */
    lastNight: string | null;
  };
  property: { title: string; address: string };
  tenant: { name: string; email: string; phone: string | null };
  landlord: { name: string; email: string };
  generatedAt: Date;
};

const NOT_AVAILABLE = 'N/A';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

// Shown in India's time zone whatever the server's (lib/pdf-document.ts): a payment at 20:00 UTC is
// the next morning in Mumbai, and that is the date the tenant saw on their bank statement.
/** Money is paise everywhere in the server; rupees only here, for display. */
function formatAmount(paise: number): string {
  return formatInr(paise);
}

function formatDate(at: Date | null): string {
  return at ? formatPdfDay(at) : NOT_AVAILABLE;
}

function formatDateTime(at: Date | null): string {
  return at ? formatPdfDateTime(at) : NOT_AVAILABLE;
}

function formatCalendarDate(date: string | null): string {
  return date ? formatPdfDate(date) : NOT_AVAILABLE;
}

function formatDuration(months: number | null): string {
  if (months == null) return NOT_AVAILABLE;
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

function formatStatus(status: string): string {
  const label = STATUS_LABELS[status];
  if (label) return label;
  const words = status.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : NOT_AVAILABLE;
}

/** Rent and deposit as lines of their own (earnings count the rent; the deposit goes back at move-out). */
function breakdownRows(data: InvoiceData): [string, string][] {
  const parts = data.breakdown;
  if (!parts || (parts.depositPaise === 0 && !parts.rentPeriod)) return [];
  const period = parts.rentPeriod;
  return [
    ...(period
      ? ([['Rent Period', `${formatCalendarDate(period.from)} – ${formatCalendarDate(period.to)}`]] as [string, string][])
      : []),
    ['Rent', formatAmount(parts.rentPaise)],
    ...(parts.depositPaise > 0 ? ([['Security Deposit', formatAmount(parts.depositPaise)]] as [string, string][]) : []),
  ];
}

function refundRows(data: InvoiceData): [string, string][] {
  if (data.refundedAmountPaise <= 0) return [];
  const when = data.refundedAt ? formatDateTime(data.refundedAt) : 'pending';
  return [
    ['Refunded', `${formatAmount(data.refundedAmountPaise)} (${when})`],
    ['Amount Kept', formatAmount(data.amountPaise - data.refundedAmountPaise)],
  ];
}

function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_AVAILABLE;
}

type ParsedFont = ReturnType<typeof fontkit.create>;
type Fonts = { regular: ParsedFont; bold: ParsedFont };
let fonts: Fonts | undefined;

/**
 * DejaVu Sans, because pdfkit's built-in Helvetica has no ₹ glyph. Resolved through node's resolver
 * so it works from src/ and from the esbuild bundle (packages stay external).
 *
 * Parsed once per process: parsing the TrueType tables (cmap, GSUB, GPOS…) was three quarters of
 * each render (≈46 ms → ≈10 ms). pdfkit 0.20 accepts parsed fontkit fonts in registerFont and
 * subsets them afresh per document (the subset is written synchronously in doc.end(), so two
 * requests never interleave inside the shared font), so sharing the parsed font is safe. Our fontkit
 * dependency is the same range pdfkit's, so npm installs one copy for both.
 */
function loadFonts(): Fonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parse = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    fonts = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}

/** @types/pdfkit 0.17 predates pdfkit 0.20's acceptance of parsed fonts in registerFont. */
function asFontSource(font: ParsedFont): PDFKit.Mixins.PDFFontSource {
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const COLORS = {
  ink: '#1f2933',
  muted: '#6b7280',
  accent: '#0f766e',
  rule: '#d9dee3',
  boxFill: '#f0faf8',
};

const MARGIN = 56;
const LABEL_WIDTH = 150;

/** Renders the invoice (one A4 page); resolves with the whole PDF. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `RentEase Payment Invoice ${data.invoiceNumber ?? data.paymentId}`,
      Author: 'RentEase',
      Subject: 'Payment invoice',
      Creator: 'RentEase',
      CreationDate: data.generatedAt,
    },
  });
  doc.registerFont(REGULAR, asFontSource(regular));
  doc.registerFont(BOLD, asFontSource(bold));

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawInvoice(doc, data);
  doc.end();
  return done;
}

function drawInvoice(doc: PDFKit.PDFDocument, data: InvoiceData): void {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;

  // Header: title on the left, invoice number on the right, an accent rule under both.
  const top = MARGIN;
  doc.font(BOLD).fontSize(20).fillColor(COLORS.ink).text('RentEase — Payment Invoice', left, top, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text('Rental payment receipt', left, top + 28, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text('Invoice No.', left, top + 2, { width, align: 'right' });
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(COLORS.ink)
    .text(orNotAvailable(data.invoiceNumber), left, top + 14, { width, align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(`Date: ${formatDate(data.paidAt)}`, left, top + 32, { width, align: 'right' });
  let y = top + 50;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(2).strokeColor(COLORS.accent).stroke();
  y += 20;

  // Parties: tenant (billed to) and landlord side by side.
  const columnWidth = (width - 24) / 2;
  const partyBottom = Math.max(
    drawParty(doc, 'BILLED TO', [data.tenant.name, data.tenant.email, data.tenant.phone], left, y, columnWidth),
    drawParty(doc, 'LANDLORD', [data.landlord.name, data.landlord.email], left + columnWidth + 24, y, columnWidth),
  );
  y = partyBottom + 16;

  // Property.
  y = drawSmallCaps(doc, 'PROPERTY', left, y);
  doc.font(BOLD).fontSize(11).fillColor(COLORS.ink).text(orNotAvailable(data.property.title), left, y, { width });
  y = doc.y + 2;
  doc.font(REGULAR).fontSize(10).fillColor(COLORS.muted).text(orNotAvailable(data.property.address), left, y, { width });
  y = doc.y + 22;

  y = drawSection(doc, 'Payment Details', y, [
    ['Invoice ID', data.paymentId],
    ['Transaction ID', orNotAvailable(data.transactionId)],
    ['Status', formatStatus(data.status)],
    ['Payment Date', formatDateTime(data.paidAt)],
    ...breakdownRows(data),
    // A refunded or partly refunded payment states the refund, so the invoice matches the bank statement.
    ...refundRows(data),
  ]);
  y += 18;
  y = drawSection(doc, 'Booking Details', y, [
    ['Booking Reference', orNotAvailable(data.booking.reference)],
    ['Booking ID', orNotAvailable(data.booking.id)],
    ['Property ID', orNotAvailable(data.booking.propertyId)],
    ['Move-in Date', formatCalendarDate(data.booking.moveInDate)],
    ['Duration', formatDuration(data.booking.durationMonths)],
    ['Last Night', formatCalendarDate(data.booking.lastNight)],
  ]);
  y += 22;

  // The amount, boxed, as an invoice's total.
  const boxHeight = 52;
  doc.roundedRect(left, y, width, boxHeight, 6).lineWidth(1).fillAndStroke(COLORS.boxFill, COLORS.accent);
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(COLORS.ink)
    .text('Amount Paid', left + 18, y + 19, { lineBreak: false });
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(COLORS.accent)
    .text(formatAmount(data.amountPaise), left + 18, y + 15, { width: width - 36, align: 'right' });

  // Footer, pinned to the bottom of the page (inside the margin, so pdfkit adds no page).
  const footerY = doc.page.height - MARGIN - 24;
  doc.moveTo(left, footerY).lineTo(right, footerY).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(`Generated by RentEase on ${formatDateTime(data.generatedAt)}`, left, footerY + 8, { lineBreak: false });
  doc.text('Computer-generated invoice; no signature required.', left, footerY + 8, { width, align: 'right' });
}

function drawSmallCaps(doc: PDFKit.PDFDocument, label: string, x: number, y: number): number {
  doc.font(BOLD).fontSize(8).fillColor(COLORS.muted).text(label, x, y, { lineBreak: false });
  return y + 14;
}

/** A party block (label, name in bold, then contact lines); returns the y below it. */
function drawParty(
  doc: PDFKit.PDFDocument,
  label: string,
  [name, ...lines]: (string | null)[],
  x: number,
  y: number,
  width: number,
): number {
  let at = drawSmallCaps(doc, label, x, y);
  doc.font(BOLD).fontSize(11).fillColor(COLORS.ink).text(orNotAvailable(name), x, at, { width });
  at = doc.y + 2;
  doc.font(REGULAR).fontSize(10).fillColor(COLORS.muted);
  for (const line of lines) {
    doc.text(orNotAvailable(line), x, at, { width });
    at = doc.y + 1;
  }
  return at;
}

/** A titled list of label/value rows (labels left, values right), with hairlines between; returns the y below it. */
function drawSection(doc: PDFKit.PDFDocument, title: string, y: number, rows: [string, string][]): number {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const valueX = left + LABEL_WIDTH;
  const valueWidth = width - LABEL_WIDTH;

  doc.font(BOLD).fontSize(12).fillColor(COLORS.ink).text(title, left, y, { lineBreak: false });
  let at = y + 20;
  doc
    .moveTo(left, at)
    .lineTo(left + width, at)
    .lineWidth(0.75)
    .strokeColor(COLORS.ink)
    .stroke();
  for (const [index, [label, value]] of rows.entries()) {
    at += 7;
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(COLORS.muted)
      .text(label, left, at, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc.font(REGULAR).fontSize(10).fillColor(COLORS.ink).text(value, valueX, at, { width: valueWidth, align: 'right' });
    at = Math.max(labelBottom, doc.y) + 6;
    if (index < rows.length - 1) {
      doc
        .moveTo(left, at)
        .lineTo(left + width, at)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    }
  }
  return at;
}
